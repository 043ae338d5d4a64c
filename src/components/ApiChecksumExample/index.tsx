import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { DocVersion } from '@site/src/data/versions';
import { WORKED_EXAMPLES, checksumAlgorithmsFor } from '@site/src/data/api';
import { pythonSnippet, shellSnippet, workedExampleUrl } from '@site/src/data/api/snippets';
import { WEB_CRYPTO_NAMES, checksumInput } from '@site/src/lib/checksum';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import { releaseOf } from '@site/src/components/ApiCall/format';
import styles from '@site/src/components/ApiCall/styles.module.css';

export interface ApiChecksumExampleProps {
  /** Docs version whose worked example is shown. */
  version: DocVersion;
  /** `steps` (default): the worked example; `digests`: all algorithms; `shell` or `python`: code sample. */
  show?: 'steps' | 'digests' | 'shell' | 'python';
}

/**
 * The worked checksum example of one release, from src/data/api/examples.ts.
 * The unit tests recompute every value shown here.
 */
export default function ApiChecksumExample({ version, show = 'steps' }: ApiChecksumExampleProps): ReactNode {
  const example = WORKED_EXAMPLES[version];
  const algorithmName = WEB_CRYPTO_NAMES[example.algorithm];
  if (show === 'shell') {
    return (
      <CodeBlock language="bash" title={`Checksum of the example with ${algorithmName} in a shell`}>
        {shellSnippet(example)}
      </CodeBlock>
    );
  }
  if (show === 'python') {
    return (
      <CodeBlock language="python" title="sign_url.py (Python 3, standard library only)">
        {pythonSnippet(example)}
      </CodeBlock>
    );
  }
  if (show === 'digests') {
    return (
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            Checksum of the same example with each algorithm BigBlueButton {releaseOf(version)} accepts
          </caption>
          <thead>
            <tr>
              <th scope="col">Algorithm</th>
              <th scope="col">Checksum (hex)</th>
            </tr>
          </thead>
          <tbody>
            {checksumAlgorithmsFor(version).map((algorithm) => (
              <tr key={algorithm}>
                <th scope="row" className={styles.nowrap}>
                  {WEB_CRYPTO_NAMES[algorithm]}
                </th>
                <td className={styles.resource} {...NOT_IN_SEARCH}>
                  <code>{example.digests[algorithm]}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const input = checksumInput(example.callName, example.queryString, example.secret);
  // Random and derived values (secret, text to hash, digest, URL) are left out of the search index.
  const steps: Array<[string, ReactNode, boolean]> = [
    ['Call name', <code key="call">{example.callName}</code>, true],
    ['Query string, without checksum', <code key="query">{example.queryString}</code>, true],
    ['Shared secret (example)', <code key="secret">{example.secret}</code>, false],
    ['Text to hash: call name + query string + secret', <code key="input">{input}</code>, false],
    [`${algorithmName} of that text`, <code key="digest">{example.digests[example.algorithm]}</code>, false],
    ['Request URL', <code key="url">{workedExampleUrl(example)}</code>, false],
  ];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Worked example: signing <code>{example.callName}</code> with {algorithmName}
        </caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {steps.map(([label, value, searchable], index) => (
            <tr key={label}>
              <th scope="row">
                {index + 1}. {label}
              </th>
              <td className={styles.resource} {...(searchable ? {} : NOT_IN_SEARCH)}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

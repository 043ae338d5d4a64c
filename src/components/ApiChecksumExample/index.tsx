import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { DocVersion } from '@site/src/data/versions';
import { WORKED_EXAMPLES, checksumAlgorithmsFor } from '@site/src/data/api';
import { pythonSnippet, shellSnippet, workedExampleUrl } from '@site/src/data/api/snippets';
import { WEB_CRYPTO_NAMES, checksumInput } from '@site/src/lib/checksum';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import styles from '@site/src/components/api/styles.module.css';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiChecksumExampleProps {
  /** Docs version whose worked example is shown. */
  version: DocVersion;
  /** `steps` (default): the worked example; `digests`: all algorithms; `shell` or `python`: code sample. */
  show?: 'steps' | 'digests' | 'shell' | 'python';
}

/** One step of the worked example; random and derived values are left out of the search index. */
interface Step {
  number: number;
  label: string;
  value: ReactNode;
  searchable: boolean;
}

const STEP_COLUMNS: readonly Column<Step>[] = [
  { header: 'Step', rowHeader: true, cell: (step) => `${step.number}. ${step.label}` },
  {
    header: 'Value',
    className: styles.resource,
    cellAttributes: (step) => (step.searchable ? {} : NOT_IN_SEARCH),
    cell: (step) => step.value,
  },
];

/**
 * The worked checksum example of one release, from src/data/api/examples.ts.
 * The unit tests recompute every value shown here.
 */
export default function ApiChecksumExample({
  version: pageVersion,
  show = 'steps',
}: OnPage<ApiChecksumExampleProps>): ReactNode {
  const version = useDocVersion(pageVersion);
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
      <DataTable
        renderWhenNear
        caption={`Checksum of the same example with each algorithm BigBlueButton ${releaseOf(version)} accepts`}
        columns={[
          {
            header: 'Algorithm',
            rowHeader: true,
            className: styles.nowrap,
            cell: (algorithm) => WEB_CRYPTO_NAMES[algorithm],
          },
          {
            header: 'Checksum (hex)',
            className: styles.resource,
            cellAttributes: () => NOT_IN_SEARCH,
            cell: (algorithm) => <code>{example.digests[algorithm]}</code>,
          },
        ]}
        rows={checksumAlgorithmsFor(version)}
        rowKey={(algorithm) => algorithm}
      />
    );
  }
  const input = checksumInput(example.callName, example.queryString, example.secret);
  const steps: Omit<Step, 'number'>[] = [
    { label: 'Call name', value: <code>{example.callName}</code>, searchable: true },
    { label: 'Query string, without checksum', value: <code>{example.queryString}</code>, searchable: true },
    { label: 'Shared secret (example)', value: <code>{example.secret}</code>, searchable: false },
    { label: 'Text to hash: call name + query string + secret', value: <code>{input}</code>, searchable: false },
    {
      label: `${algorithmName} of that text`,
      value: <code>{example.digests[example.algorithm]}</code>,
      searchable: false,
    },
    { label: 'Request URL', value: <code>{workedExampleUrl(example)}</code>, searchable: false },
  ];
  return (
    <DataTable
      renderWhenNear
      caption={
        <>
          Worked example: signing <code>{example.callName}</code> with {algorithmName}
        </>
      }
      columns={STEP_COLUMNS}
      rows={steps.map((step, index) => ({ ...step, number: index + 1 }))}
      rowKey={(step) => step.label}
    />
  );
}

import { useId, useState, type ReactNode } from 'react';

import {
  codesFor,
  formatAnswers,
  forumReport,
  matchCode,
  parseAnswers,
  walk,
  type Answered,
} from '@site/src/lib/tools/troubleshooter';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { RELEASES } from '@site/src/data/versions';
import { inlineCode } from '@site/src/lib/inlineCode';
import FixCard from './FixCard';
import { COMMON_CODE, TROUBLESHOOTER_PARAMS, type TroubleshooterProps } from './index';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import { TOOL_FORM } from '@site/src/components/ToolPart';

/** The interactive troubleshooter: one step at a time, state in the address. */
export default function Tool({ version }: TroubleshooterProps): ReactNode {
  const [address, setAddress] = useAddressState(TROUBLESHOOTER_PARAMS);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const release = RELEASES[version].release;
  const codes = codesFor(version);
  const typed = address.code ?? COMMON_CODE;
  const known = matchCode(version, typed);
  const result = known ? walk(version, known.code, parseAnswers(address.answers ?? null)) : undefined;

  const answer = (path: readonly Answered[]) => {
    setCopied(false);
    setAddress({ code: known?.code, answers: formatAnswers(path) || undefined }, true);
  };

  const report = result ? forumReport(version, result) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(report).then(() => setCopied(true));
  };

  return (
    <div className={toolStyles.root} data-testid="troubleshooter" data-tool="troubleshooter" {...TOOL_FORM}>
      <p className={toolStyles.title}>Diagnose an error code in BigBlueButton {release}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>Error code or API message key</label>
        <select
          id={`${id}-code`}
          value={known?.code ?? ''}
          onChange={(event) => setAddress({ code: event.target.value, answers: undefined }, true)}
        >
          {!known && <option value="">{typed}</option>}
          <optgroup label="Shown in the client">
            {codes
              .filter((entry) => entry.family === 'client')
              .map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.code}: {entry.label}
                </option>
              ))}
          </optgroup>
          <optgroup label="API responses (messageKey)">
            {codes
              .filter((entry) => entry.family === 'api')
              .map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.code}
                </option>
              ))}
          </optgroup>
        </select>
      </div>

      {!known && (
        <p role="alert" className={toolStyles.notice}>
          BigBlueButton {release} has no error code “{typed}”. Pick one of its codes above, or open the troubleshooting
          page of the release your server runs.
        </p>
      )}

      {result && result.path.length > 0 && (
        <ol className={styles.answered} aria-label="Your answers">
          {result.path.map(({ step, answer: chosen }, index) => (
            <li key={step.id}>
              <span>
                {inlineCode(step.kind === 'check' && step.command ? step.command : step.text)}{' '}
                <strong>{inlineCode(chosen.label)}</strong>
              </span>{' '}
              <button type="button" className={styles.change} onClick={() => answer(result.path.slice(0, index))}>
                Change
              </button>
            </li>
          ))}
        </ol>
      )}

      {result?.next && (
        <fieldset className={styles.step} data-step={result.next.id}>
          <legend>
            {result.next.kind === 'check' ? 'Check: ' : ''}
            {inlineCode(result.next.text)}
          </legend>
          {result.next.command && (
            <>
              {result.next.where && <p className={styles.where}>{result.next.where}:</p>}
              <pre className={styles.command}>
                <code>{result.next.command}</code>
              </pre>
            </>
          )}
          {result.next.reading && <p className={styles.reading}>{inlineCode(result.next.reading)}</p>}
          <div className={styles.choices}>
            {result.next.answers.map((choice) => (
              <button
                key={choice.id}
                type="button"
                className={styles.choice}
                onClick={() => result.next && answer([...result.path, { step: result.next, answer: choice }])}
              >
                {inlineCode(choice.label)}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      {result?.fix && <FixCard version={version} fix={result.fix} />}

      {result && (
        <details className={styles.report} open={Boolean(result.fix)}>
          <summary>Report for the forum</summary>
          <p>{inlineCode('Paste it into your question, with the output of `sudo bbb-conf --check`.')}</p>
          <pre className={styles.reportText} data-testid="forum-report">
            {report}
          </pre>
          <button type="button" className="button button--secondary button--sm" onClick={copy}>
            {copied ? 'Copied' : 'Copy the report'}
          </button>
        </details>
      )}

      {result && result.path.length > 0 && (
        <button type="button" className={styles.restart} onClick={() => answer([])}>
          Start over
        </button>
      )}
    </div>
  );
}

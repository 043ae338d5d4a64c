import type { ReactNode } from 'react';

import { codesFor, outcomes, resolve, startOf } from '@site/src/lib/tools/troubleshooter';
import type { DiagnosisFix, StepTarget } from '@site/src/data/support/diagnoses';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { inlineCode } from '@site/src/lib/inlineCode';
import FixCard from './FixCard';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';

const stepAnchor = (id: string) => `diagnosis-step-${id}`;
const fixAnchor = (id: string) => `diagnosis-fix-${id}`;

/**
 * The text form of the troubleshooter: the diagnosis of one code as a tree
 * of questions and checks, each answer leading on; a step met again links
 * back to where it was first shown, and every fix is listed once below.
 * Built from the same data and walk as the interactive part.
 */
export default function Outline({ version, code }: { version: DocVersion; code: string }): ReactNode {
  const known = codesFor(version).find((entry) => entry.code === code);
  const start = startOf(version, code);
  const fixes = new Map<string, DiagnosisFix>();
  for (const outcome of outcomes(version, code)) fixes.set(outcome.fix.id, outcome.fix);
  const shown = new Set<string>();

  const branch = (target: StepTarget): ReactNode => {
    const node = resolve(version, target);
    if (!node) return null;
    if (node.kind === 'fix') {
      return (
        <a href={`#${fixAnchor(node.fix.id)}`} className={styles.toFix}>
          Fix: {node.fix.title}
        </a>
      );
    }
    const { step } = node;
    if (shown.has(step.id)) {
      return <a href={`#${stepAnchor(step.id)}`}>Continue with: {inlineCode(step.text)}</a>;
    }
    shown.add(step.id);
    return (
      <div id={stepAnchor(step.id)} className={styles.outlineStep}>
        <p>
          {step.kind === 'check' ? 'Check: ' : ''}
          {inlineCode(step.text)}
        </p>
        {step.command && (
          <pre className={styles.command}>
            <code>{step.command}</code>
          </pre>
        )}
        {step.reading && <p className={styles.reading}>{inlineCode(step.reading)}</p>}
        <ul className={styles.answers}>
          {step.answers.map((answer) => (
            <li key={answer.id}>
              <strong>{inlineCode(answer.label)}</strong>: {branch(answer.next)}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <div className={toolStyles.root}>
      <p className={toolStyles.title}>
        Diagnose error {code}
        {known ? ` (${known.label})` : ''} in BigBlueButton {RELEASES[version].release}
      </p>
      <p>
        Follow the answers that match what you see. With JavaScript, this box asks one question at a time, works for
        every code of this release and writes a report for the forum.
      </p>
      {start && branch(start)}
      <div className={styles.fixList}>
        {[...fixes.values()].map((fix) => (
          <div key={fix.id} id={fixAnchor(fix.id)}>
            <FixCard version={version} fix={fix} />
          </div>
        ))}
      </div>
    </div>
  );
}

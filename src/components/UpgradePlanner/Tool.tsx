import { useId, useState, type ReactNode } from 'react';

import { olderReleases, parseRelease, planToMarkdown, planUpgrade } from '@site/src/lib/tools/upgradePlanner';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { RELEASES, compareVersions } from '@site/src/data/versions';
import { PLANNER_PARAMS, type UpgradePlannerProps } from './index';
import PlanView from './PlanView';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import { TOOL_FORM } from '@site/src/components/ToolPart';

/** The interactive planner: the release in `?from=`, the plan, and its Markdown export. */
export default function Tool({ version }: UpgradePlannerProps): ReactNode {
  const [address, setAddress] = useAddressState(PLANNER_PARAMS);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const release = RELEASES[version].release;
  const choices = olderReleases(version);
  const asked = address.from;
  const parsed = parseRelease(asked);
  const from = parsed && compareVersions(parsed, version) < 0 ? parsed : asked === undefined ? choices[0] : undefined;
  const plan = from ? planUpgrade(from, version) : undefined;
  const markdown = plan ? planToMarkdown(plan, window.location.origin) : '';

  const copy = () => {
    void navigator.clipboard?.writeText(markdown).then(() => setCopied(true));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `bigbluebutton-upgrade-${from ? RELEASES[from].release : ''}-to-${release}.md`;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={toolStyles.root} data-testid="upgrade-planner" data-tool="upgrade-planner" {...TOOL_FORM}>
      <p className={toolStyles.title}>Upgrade plan to BigBlueButton {release}</p>
      {choices.length === 0 ? (
        <p>{release} is the oldest release documented here, so there is no plan from an earlier one.</p>
      ) : (
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>Your server runs</label>
          <select
            id={`${id}-from`}
            value={from ?? ''}
            onChange={(event) => {
              setCopied(false);
              setAddress({ from: RELEASES[event.target.value as keyof typeof RELEASES].release }, true);
            }}
          >
            {!from && <option value="">{asked}</option>}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                BigBlueButton {RELEASES[choice].release}
              </option>
            ))}
          </select>
        </div>
      )}
      {asked !== undefined && !from && choices.length > 0 && (
        <p role="alert" className={toolStyles.notice}>
          “{asked}” is not a release older than {release} that these docs cover. Servers on 2.4 or older need a new
          server: install {release} and move the recordings.
        </p>
      )}
      {plan && (
        <>
          <div className={styles.actions}>
            <button type="button" className="button button--secondary button--sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy as Markdown'}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={download}>
              Download Markdown
            </button>
          </div>
          <PlanView plan={plan} />
        </>
      )}
    </div>
  );
}

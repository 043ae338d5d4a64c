import type { ReactNode } from 'react';

import { olderReleases, planUpgrade } from '@site/src/lib/tools/upgradePlanner';
import { RELEASES } from '@site/src/data/versions';
import type { UpgradePlannerProps } from './index';
import PlanView from './PlanView';
import toolStyles from '@site/src/css/tool.module.css';

/** The planner's text form: the plan from the previous release, computed at build time. */
export default function Static({ version }: UpgradePlannerProps): ReactNode {
  const release = RELEASES[version].release;
  const from = olderReleases(version)[0];
  if (!from) {
    return (
      <div className={toolStyles.root}>
        <p className={toolStyles.title}>Upgrade plan to BigBlueButton {release}</p>
        <p>{release} is the oldest release documented here, so there is no plan from an earlier one.</p>
      </div>
    );
  }
  return (
    <div className={toolStyles.root}>
      <p className={toolStyles.title}>
        Upgrade plan: BigBlueButton {RELEASES[from].release} → {release}
      </p>
      <p>
        Computed from the differences between the two releases. With JavaScript you can pick the release your server
        runs and export the plan as Markdown.
      </p>
      <PlanView plan={planUpgrade(from, version)} />
    </div>
  );
}

import type { ReactNode } from 'react';

import { staticIsland } from '@site/src/components/StaticIsland';
import ToolPart, { DIAGNOSIS_TOOL } from '@site/src/components/ToolPart';
import type { PartLoader } from '@site/src/components/LazyPart';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface UpgradePlannerProps {
  /** Docs version: the release being upgraded to. */
  version: DocVersion;
}

/** Address parameters of the planner (README.md, "Tools"). */
export const PLANNER_PARAMS = ['from'] as const;

const Static = staticIsland<UpgradePlannerProps>({
  load: () => import(/* webpackChunkName: "upgrade-plan-static" */ './Static'),
});

const loadTool: PartLoader<UpgradePlannerProps> = () => import(/* webpackChunkName: "upgrade-planner" */ './Tool');

/**
 * The upgrade plan to this page's release (`?from=2.6`). The HTML holds the
 * plan from the previous release, computed at build time; the planner loads
 * when the reader nears it or opens a link with `from`.
 */
export default function UpgradePlanner({ version: pageVersion }: OnPage<UpgradePlannerProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <ToolPart
      label="Upgrade planner"
      {...DIAGNOSIS_TOOL}
      params={PLANNER_PARAMS}
      load={loadTool}
      props={{ version }}
      failedNote="The planner could not be loaded."
      standIn={<Static version={version} />}
    />
  );
}

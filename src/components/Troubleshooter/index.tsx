import type { ReactNode } from 'react';

import { staticIsland } from '@site/src/components/StaticIsland';
import ToolPart, { DIAGNOSIS_TOOL } from '@site/src/components/ToolPart';
import type { PartLoader } from '@site/src/components/LazyPart';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface TroubleshooterProps {
  /** Docs version: the codes, questions and fixes of this release. */
  version: DocVersion;
}

/** Address parameters of the troubleshooter (README.md, "Tools"). */
export const TROUBLESHOOTER_PARAMS = ['code', 'answers'] as const;

/** The code whose diagnosis the page shows without JavaScript. */
export const COMMON_CODE = '1007';

const Outline = staticIsland<TroubleshooterProps & { code: string }>({
  load: () => import(/* webpackChunkName: "troubleshooter-outline" */ './Outline'),
});

const loadTool: PartLoader<TroubleshooterProps> = () => import(/* webpackChunkName: "troubleshooter" */ './Tool');

/**
 * Guided diagnosis of an error code (`?code=1007&answers=…`). The HTML holds
 * every way through the diagnosis of 1007 for this release, computed at build
 * time; the interactive part loads when the reader nears it or opens a link
 * with a code.
 */
export default function Troubleshooter({ version: pageVersion }: OnPage<TroubleshooterProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <ToolPart
      label="Error code troubleshooter"
      {...DIAGNOSIS_TOOL}
      params={TROUBLESHOOTER_PARAMS}
      load={loadTool}
      props={{ version }}
      failedNote="The troubleshooter could not be loaded."
      standIn={<Outline version={version} code={COMMON_CODE} />}
    />
  );
}

import type { ReactNode } from 'react';

import { staticIsland } from '@site/src/components/StaticIsland';
import ToolPart, { DIAGNOSIS_TOOL } from '@site/src/components/ToolPart';
import type { PartLoader } from '@site/src/components/LazyPart';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface ApiRequestDoctorProps {
  /** Docs version: the calls, parameters and values of this release. */
  version: DocVersion;
}

/** Address parameters of the doctor (README.md, "Tools"). The secret is never one of them. */
export const DOCTOR_PARAMS = ['request', 'accepts'] as const;

const Example = staticIsland<ApiRequestDoctorProps>({
  load: () => import(/* webpackChunkName: "api-doctor-example" */ './Example'),
});

const loadTool: PartLoader<ApiRequestDoctorProps> = () => import(/* webpackChunkName: "api-doctor" */ './Tool');

/**
 * Finds why an API request fails, offline. The HTML holds a worked example
 * for this release (computed at build time by the same checks); the tool
 * loads when the reader nears it or opens a link with a request.
 */
export default function ApiRequestDoctor({ version: pageVersion }: OnPage<ApiRequestDoctorProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <ToolPart
      label="API request doctor"
      {...DIAGNOSIS_TOOL}
      params={DOCTOR_PARAMS}
      load={loadTool}
      props={{ version }}
      failedNote="The request doctor could not be loaded."
      standIn={<Example version={version} />}
    />
  );
}

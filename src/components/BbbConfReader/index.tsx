import type { ReactNode } from 'react';

import { staticIsland } from '@site/src/components/StaticIsland';
import ToolPart, { DIAGNOSIS_TOOL } from '@site/src/components/ToolPart';
import type { PartLoader } from '@site/src/components/LazyPart';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface BbbConfReaderProps {
  /** Docs version of the page: links go here when the pasted release is not documented. */
  version: DocVersion;
}

/** The reader keeps nothing in the address: pasted output can name hosts and addresses. */
const READER_PARAMS: readonly string[] = [];

const Example = staticIsland<BbbConfReaderProps>({
  load: () => import(/* webpackChunkName: "bbb-conf-reader-example" */ './Example'),
});

const loadTool: PartLoader<BbbConfReaderProps> = () => import(/* webpackChunkName: "bbb-conf-reader" */ './Tool');

/** Explains pasted `bbb-conf --check` or `--version` output; a worked example without JavaScript. */
export default function BbbConfReader({ version: pageVersion }: OnPage<BbbConfReaderProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <ToolPart
      label="bbb-conf output reader"
      {...DIAGNOSIS_TOOL}
      params={READER_PARAMS}
      load={loadTool}
      props={{ version }}
      failedNote="The output reader could not be loaded."
      standIn={<Example version={version} />}
    />
  );
}

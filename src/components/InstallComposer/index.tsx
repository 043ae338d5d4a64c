import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import type { PartLoader } from '@site/src/components/LazyPart';
import ToolPart from '../ToolPart';
import { staticIsland } from '@site/src/components/StaticIsland';

export interface InstallComposerProps {
  /** Docs version whose installer the command is for. */
  version: DocVersion;
}

const loadForm: PartLoader<InstallComposerProps> = () => import(/* webpackChunkName: "install-composer" */ './Form');

const StandIn = staticIsland<InstallComposerProps>({
  load: () => import(/* webpackChunkName: "island-install-composer" */ './StandIn'),
});

/**
 * Install command composer (src/lib/tools/installCommand.ts): options,
 * hostname and e-mail in, the release's bbb-install command and warnings
 * out. The HTML holds the common case (UFW, example names); the form loads
 * when the reader comes near. State in the address: `?host=…&email=…`.
 */
export default function InstallComposer({ version: explicit }: OnPage<InstallComposerProps>): ReactNode {
  const version = useDocVersion(explicit);
  return (
    <ToolPart
      label="Install command composer"
      load={loadForm}
      props={{ version }}
      standIn={<StandIn version={version} />}
      fallbackHint="Replace the example hostname and e-mail in it with yours."
    />
  );
}

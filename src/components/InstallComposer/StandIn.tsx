import type { ReactNode } from 'react';
import { composeInstall } from '@site/src/lib/tools/installCommand';
import Output from './Output';
import { DEFAULT_OPTIONS } from './defaults';
import type { InstallComposerProps } from './index';

/** The common case (the page's main command, example names), rendered at build time. */
export default function StandIn({ version }: InstallComposerProps): ReactNode {
  return <Output version={version} result={composeInstall(version, { options: DEFAULT_OPTIONS })} />;
}

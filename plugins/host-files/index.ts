/**
 * Writes `_redirects` and `_headers` into the build after it is written
 * (scripts/host-files.mts, from config/host-files.ts), for the static hosts
 * that read them. A script of its own: it shares the CSP code of
 * scripts/nginx-conf.mts, an ES module the configuration loader cannot load.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export default function hostFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'host-files',
    async postBuild({ outDir }) {
      const script = path.join(context.siteDir, 'scripts', 'host-files.mts');
      execFileSync(process.execPath, ['--import', 'tsx', script, '--build', outDir], {
        cwd: context.siteDir,
        stdio: 'inherit',
      });
    },
  };
}

/**
 * Writes `_redirects` and `_headers` into the build (config/host-files.ts),
 * for the static hosts that read them; nginx takes the same data through
 * scripts/nginx-conf.mts. The CSP lists the hashes of this build's inline
 * scripts, so it is computed after the pages are written.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

import { analyticsOrigin } from '../../config/analytics';
import { headersFile, netlifyRedirects, redirectPairs } from '../../config/host-files';
import { clientRedirectsOptions } from '../../config/redirects';
import { contentSecurityPolicy, scriptHashes, securityHeaders } from '../../scripts/nginx-conf.mts';
import { VERSION_PREFIXES } from '../version-not-found';

export default function hostFilesPlugin(): Plugin {
  return {
    name: 'host-files',
    async postBuild({ outDir }) {
      // The versions this build has (DOCS_ONLY_VERSIONS may leave some out), and only their redirects.
      const prefixes = VERSION_PREFIXES.filter((prefix) => existsSync(path.join(outDir, prefix, '404', 'index.html')));
      const pairs = redirectPairs(clientRedirectsOptions.redirects);
      writeFileSync(path.join(outDir, '_redirects'), netlifyRedirects(pairs, prefixes));
      const csp = contentSecurityPolicy(scriptHashes(outDir), analyticsOrigin());
      writeFileSync(path.join(outDir, '_headers'), headersFile(securityHeaders(csp, true)));
    },
  };
}

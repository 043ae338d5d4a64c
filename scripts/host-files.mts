/**
 * Writes `_redirects` and `_headers` into a build (config/host-files.ts), for
 * the static hosts that read them (docs/deploying.md); nginx takes the same
 * data through scripts/nginx-conf.mts. Run by plugins/host-files after every
 * build, since the CSP lists the hashes of the build's inline scripts.
 *
 * Usage: tsx scripts/host-files.mts [--build build]
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { analyticsOrigin } from '../config/analytics.ts';
import { headersFile, netlifyRedirects, redirectPairs } from '../config/host-files.ts';
import { clientRedirectsOptions } from '../config/redirects.ts';
import { VERSION_PREFIXES } from '../plugins/version-not-found/index.ts';
import { contentSecurityPolicy, scriptHashes, securityHeaders } from './nginx-conf.mts';

const { values } = parseArgs({ options: { build: { type: 'string', default: 'build' } } });
const build = path.resolve(values.build);
// The versions this build has (DOCS_ONLY_VERSIONS may leave some out), and only their redirects.
const prefixes = VERSION_PREFIXES.filter((prefix) => existsSync(path.join(build, prefix, '404', 'index.html')));
writeFileSync(
  path.join(build, '_redirects'),
  netlifyRedirects(redirectPairs(clientRedirectsOptions.redirects), prefixes),
);
const csp = contentSecurityPolicy(scriptHashes(build), analyticsOrigin());
writeFileSync(path.join(build, '_headers'), headersFile(securityHeaders(csp, true)));
console.log(`_redirects and _headers written to ${build}`);

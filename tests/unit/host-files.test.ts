import assert from 'node:assert/strict';
import { test } from 'node:test';

import { headersFile, netlifyRedirects, parseNetlifyRedirects, redirectPairs } from '../../config/host-files';
import { redirects } from '../../config/redirects';
import { VERSION_PREFIXES } from '../../plugins/version-not-found';
import { contentSecurityPolicy, redirectLocations, securityHeaders } from '../../scripts/nginx-conf.mts';

/** Every (source, target) of config/redirects.ts, each source with and without its trailing slash. */
function expectedPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const { from, to } of redirects) {
    for (const source of typeof from === 'string' ? [from] : from) {
      pairs.push([source, to]);
      if (source.endsWith('/')) pairs.push([source.slice(0, -1), to]);
    }
  }
  return pairs.sort();
}

test('_redirects holds a 301 for each redirect of config/redirects.ts, and each version’s not-found page', () => {
  const text = netlifyRedirects(redirectPairs(), VERSION_PREFIXES);
  const { moved, notFound } = parseNetlifyRedirects(text);
  assert.deepEqual([...moved].sort(), expectedPairs());
  assert.deepEqual(
    notFound,
    VERSION_PREFIXES.map((prefix) => [`${prefix}/*`, `${prefix}/404/index.html`]),
  );
  // The 404 rewrites come after the 301s (Netlify applies the first rule that matches).
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  assert.ok(lines.findIndex((l) => l.endsWith(' 404')) > lines.map((l) => l.endsWith(' 301')).lastIndexOf(true));
  // Every target is a path of the site.
  for (const [, to] of [...moved, ...notFound]) assert.match(to, /^\/(?![/\\])/);
});

test('_redirects and the nginx configuration answer the same sources with the same targets', () => {
  const nginx = redirectLocations()
    .trim()
    .split('\n')
    .map(
      (line) => /^location = (\S+) \{ return 301 (\S+)\$is_args\$args; \}$/.exec(line)!.slice(1, 3) as [string, string],
    );
  assert.deepEqual([...nginx].sort(), [...redirectPairs()].sort());
});

test('_headers sends the security headers everywhere and caches hashed assets for a year', () => {
  const headers = securityHeaders(contentSecurityPolicy(["'sha256-abc='"]), true);
  const text = headersFile(headers);
  const [all, assets] = text.split(/^\/assets\/\*$/m);
  for (const [name, value] of headers) assert.ok(all.includes(`\n  ${name}: ${value}\n`), name);
  assert.match(all, /^\/\*$/m);
  assert.doesNotMatch(all, /Cache-Control/, 'no Cache-Control on /*: Netlify would join it with the assets’ one');
  assert.match(assets, /^ {2}Cache-Control: public, max-age=31536000, immutable$/m);
});

#!/usr/bin/env node
/**
 * Serves the production build (`build/`) the way the site is meant to be
 * hosted: gzip compression, `404.html` with status 404 for unknown paths,
 * redirect pages at `.html`/`.htm` sources, long-lived caching for hashed
 * assets and no-cache for HTML and search indexes.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
 */
import compression from 'compression';
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'build' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const compress = compression();

/** serve-handler options: exact files, trailing-slash URLs, no directory listings. */
const config = {
  public: root,
  cleanUrls: false,
  trailingSlash: true,
  directoryListing: false,
  etag: true,
  headers: [
    { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '**/*.@(html|json)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
  ],
};

/**
 * Maps a URL path to the file that answers it: `/x/` to `/x/index.html`, and
 * a `.html`/`.htm` redirect source `/x.html` to its page `/x.html/index.html`.
 * Anything else is left to serve-handler (which answers 404.html with 404).
 */
function indexFileFor(pathname) {
  const wantsIndex = pathname.endsWith('/') || /\.html?$/.test(pathname);
  if (!wantsIndex) return null;
  const candidate = `${pathname.replace(/\/$/, '')}/index.html`;
  let file;
  try {
    file = path.join(root, decodeURIComponent(candidate));
  } catch {
    return null;
  }
  if (!file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? candidate : null;
}

const server = createServer((req, res) => {
  compress(req, res, () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // SPEC §2.6: a path ending in /index.html is normalised to the path without the suffix.
    if (url.pathname.endsWith('/index.html') && url.pathname !== '/index.html') {
      res.writeHead(301, { Location: url.pathname.slice(0, -'index.html'.length) + url.search });
      res.end();
      return;
    }
    const file = indexFileFor(url.pathname);
    if (file) req.url = file + url.search;
    handler(req, res, config).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${values.port}/`);
});

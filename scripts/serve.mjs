#!/usr/bin/env node
/**
 * Serves the production build (`build/`) the way the site is meant to be
 * hosted: gzip compression, the not-found page with status 404 for unknown
 * paths and folders without a page (the docs version's, e.g.
 * `/2.6/404/index.html`, under its prefix), a 301 that keeps the query string for
 * a folder asked for without its trailing slash, redirect pages at
 * `.html`/`.htm` sources, long-lived caching for hashed assets and no-cache
 * for HTML and search indexes.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
 */
import compression from 'compression';
import { createServer, STATUS_CODES } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** serve-handler options: exact files (resolve() below picks them), no directory listings. */
const config = {
  public: root,
  cleanUrls: false,
  directoryListing: false,
  etag: true,
  headers: [
    { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '**/*.@(html|json)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
  ],
};

/** The URL prefixes of the docs versions that have a not-found page of their own, e.g. `/2.6` (plugins/version-not-found). */
const VERSION_PREFIXES = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, '404', 'index.html')))
  .map((entry) => `/${entry.name}`);

/** The file under root that a URL path names, when it is a file. */
function fileAt(pathname) {
  let file;
  try {
    file = path.join(root, decodeURIComponent(pathname));
  } catch {
    return null;
  }
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * What answers a URL path:
 * - `{ serve }`: the path serve-handler should send (`/x/` → `/x/index.html`,
 *   a `.html`/`.htm` redirect source `/x.html` → `/x.html/index.html`);
 * - `{ redirect }`: a folder with a page asked for without its trailing slash;
 * - `{ notFound }`: the not-found page to send with status 404: the docs
 *   version's (`/2.6/404/index.html`) or the root one. Folders without a page
 *   and the not-found pages themselves are not found.
 */
function resolve(pathname) {
  if (/^\/(404\.html|[^/]+\/404\/(index\.html)?)$/.test(pathname)) return { notFound: notFoundPageFor(pathname) };
  if (pathname.endsWith('/')) {
    return fileAt(`${pathname}index.html`)
      ? { serve: `${pathname}index.html` }
      : { notFound: notFoundPageFor(pathname) };
  }
  if (fileAt(pathname)) return { serve: pathname };
  if (/\.html?$/.test(pathname) && fileAt(`${pathname}/index.html`)) return { serve: `${pathname}/index.html` };
  if (fileAt(`${pathname}/index.html`)) return { redirect: `${pathname}/` };
  return { notFound: notFoundPageFor(pathname) };
}

/** The same choice as `notFoundPageFor` in plugins/version-not-found (this script runs without a TypeScript loader). */
function notFoundPageFor(pathname) {
  const prefix = VERSION_PREFIXES.find((p) => pathname.startsWith(`${p}/`));
  return prefix ? `${prefix}/404/index.html` : '/404.html';
}

function sendNotFound(res, page) {
  const body = readFileSync(path.join(root, page));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(body);
}

/** The longest request target served; longer ones get 414 (deploy/nginx has the same limit). */
const MAX_URL_BYTES = 8192;

/**
 * How a request target is answered before any file is looked at:
 * - `{ status }`: 400 for a target that is not a path (`//`, `//a:b`, `*`),
 *   does not decode (`/%`), or decodes to a backslash or a control character
 *   (a browser reads `/\x` and `/<tab>/x` as `//x`, another host), 414 when
 *   it is too long;
 * - `{ redirect }`: repeated slashes collapsed (`//a//b/?q` → `/a/b/?q`), and
 *   `/x/index.html` → `/x/` (docs/requirements.md#redirects);
 * - `{ pathname, search }`: the path (still encoded) and query to serve.
 * Every redirect is a path that starts with exactly one `/`.
 */
function parseTarget(target) {
  if (Buffer.byteLength(target) > MAX_URL_BYTES) return { status: 414 };
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  if (!pathname.startsWith('/')) return { status: 400 };
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f\\]/.test(decoded)) return { status: 400 };
  if (pathname.includes('//')) return { redirect: pathname.replace(/\/{2,}/g, '/') + search };
  // An encoded slash that decodes next to another one (`/%2F/x`) names no page.
  if (decoded.includes('//')) return { status: 400 };
  if (pathname.endsWith('/index.html') && pathname !== '/index.html')
    return { redirect: pathname.slice(0, -'index.html'.length) + search };
  return { pathname, search };
}

function sendStatus(res, status) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`${status} ${STATUS_CODES[status]}\n`);
}

const server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, (req, res) => {
  compress(req, res, () => {
    try {
      const target = parseTarget(req.url ?? '/');
      if (target.status) {
        sendStatus(res, target.status);
        return;
      }
      if (target.redirect) {
        res.writeHead(301, { Location: target.redirect });
        res.end();
        return;
      }
      const answer = resolve(target.pathname);
      if (answer.redirect) {
        // The query string is kept: /search?q=install → /search/?q=install.
        res.writeHead(301, { Location: answer.redirect + target.search });
        res.end();
        return;
      }
      if (answer.notFound) {
        sendNotFound(res, answer.notFound);
        return;
      }
      req.url = answer.serve + target.search;
      handler(req, res, config).catch((error) => {
        console.error(error);
        if (!res.headersSent) sendStatus(res, 500);
        else res.destroy();
      });
    } catch (error) {
      // Whatever a request holds, the server answers it and keeps serving.
      console.error(error);
      if (!res.headersSent) sendStatus(res, 500);
      else res.destroy();
    }
  });
});

// A request Node cannot parse gets an answer, never a closed connection: 431
// for more than 4 MB of request line and headers (far more than a browser
// sends; an over-long URL below that gets the 414 above), 400 otherwise.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${values.port}/`);
});

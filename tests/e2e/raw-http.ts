import net from 'node:net';
import tls from 'node:tls';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request with the request target exactly as given (no URL
 * parsing, which would read `//evil.example/` as a host or refuse a raw
 * backslash), over HTTP/1.1 or TLS, and reads the answer. Rejects if the
 * server closes the connection without one.
 */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(origin);
  const port = Number(url.port);
  return new Promise((resolve, reject) => {
    const socket =
      url.protocol === 'https:'
        ? tls.connect({ host: url.hostname, port, servername: 'localhost', rejectUnauthorized: false })
        : net.connect({ host: url.hostname, port });
    const chunks: Buffer[] = [];
    const lines = [`GET ${target} HTTP/1.1`, `Host: ${headers.Host ?? url.host}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) if (name !== 'Host') lines.push(`${name}: ${value}`);
    socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
    );
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n', 1)[0];
      const [statusLine, ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) {
        reject(new Error(`connection closed without an answer to ${JSON.stringify(target.slice(0, 80))}`));
        return;
      }
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status, headers: parsed, body: text.slice(head.length + 4) });
    });
  });
}

/** The open-redirect probes of the report, and their kin: each must stay on the site. */
export const HOSTILE_TARGETS: readonly string[] = [
  '//evil.example/index.html',
  '///evil.example/index.html',
  '//evil.example/index.htm',
  '//evil.example/',
  '//evil.example',
  '//evil.example/x.html',
  '/%5Cevil.example.html',
  '/%5cevil.example/index.html',
  '/%09/evil.example.html',
  '/%0A/evil.example.html',
  '/%0D/evil.example/index.html',
  '/%2F/evil.example.html',
  '/%2Fevil.example/index.html',
  '/%2F%2Fevil.example/index.html',
  '/\\evil.example.html',
  '/\\evil.example/index.html',
  '/.//evil.example/index.html',
  '/x/..//evil.example/index.html',
  '//evil.example/%2e%2e/index.html',
  '//',
  '//a:b',
  '//%',
  '//host:99999/',
  '/%',
  '/%zz/',
  '//administration//install/index.html?a=1',
];

/**
 * Whether a Location header keeps the reader on the site: a path that starts
 * with exactly one `/` (or an absolute URL of the site's own origin), and
 * which a browser resolves to the same origin.
 */
export function staysOnSite(location: string, origin: string): boolean {
  const path = location.startsWith(origin) ? location.slice(origin.length) : location;
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || /^\/[/\\]/.test(path) || /[\u0000-\u001f\u007f\\]/.test(path)) return false;
  return new URL(location, `${origin}/`).origin === new URL(origin).origin;
}

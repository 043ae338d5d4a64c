/**
 * Code samples of the checksum section, generated from the worked example
 * of each release so that the values in the samples are the tested ones,
 * and the signed example requests of each call.
 */
import {
  SHELL_TOOL,
  buildQueryString,
  buildRequestUrl,
  normalizeApiBase,
  signRequestSync,
  type SyncChecksumAlgorithm,
} from '../../lib/checksum';
import type { DocVersion } from '../versions';
import { EXAMPLE_HOST, WORKED_EXAMPLES, exampleSecret, type ChecksumWorkedExample } from './examples';
import type { ResolvedCall } from './types';
import type { DataSources } from '../sources';

function apiBase(): string {
  const base = normalizeApiBase(EXAMPLE_HOST);
  if (!base) throw new Error('EXAMPLE_HOST is not a host name');
  return base;
}

/** The signed URL of a worked example. */
export function workedExampleUrl(example: ChecksumWorkedExample): string {
  return buildRequestUrl(apiBase(), example.callName, example.queryString, example.digests[example.algorithm]);
}

/** Shell sample: compute the checksum with coreutils and call the API with curl. */
export function shellSnippet(example: ChecksumWorkedExample): string {
  const tool = SHELL_TOOL[example.algorithm];
  return [
    `CALL='${example.callName}'`,
    `QUERY='${example.queryString}'`,
    `SECRET='${example.secret}'`,
    '',
    '# printf, not echo: a trailing newline would change the checksum',
    `CHECKSUM=$(printf '%s' "\${CALL}\${QUERY}\${SECRET}" | ${tool} | cut -d ' ' -f 1)`,
    'echo "$CHECKSUM"',
    `# ${example.digests[example.algorithm]}`,
    '',
    `curl -s "${apiBase()}\${CALL}?\${QUERY}&checksum=\${CHECKSUM}"`,
  ].join('\n');
}

/** Python 3 sample (standard library only) that prints the signed URL. */
export function pythonSnippet(example: ChecksumWorkedExample): string {
  const params = example.params.map(([name, value]) => `    (${JSON.stringify(name)}, ${JSON.stringify(value)}),`);
  return [
    'import hashlib',
    'from urllib.parse import urlencode',
    '',
    `API = "${apiBase()}"`,
    `SECRET = "${example.secret}"  # replace with the output of bbb-conf --secret`,
    '',
    '',
    `def signed_url(call, params, algorithm="${example.algorithm}"):`,
    '    """Return the request URL of an API call, with its checksum."""',
    '    query = urlencode(params)  # encode once; hash exactly what is sent',
    '    digest = hashlib.new(algorithm, (call + query + SECRET).encode("utf-8")).hexdigest()',
    '    separator = "&" if query else ""',
    '    return f"{API}{call}?{query}{separator}checksum={digest}"',
    '',
    '',
    `print(signed_url("${example.callName}", [`,
    ...params,
    ']))',
    `# ${workedExampleUrl(example)}`,
  ].join('\n');
}

/** Algorithm of the release's example URLs (the worked example's, when it can be computed at build time). */
export function exampleAlgorithm(version: DocVersion): SyncChecksumAlgorithm {
  const algorithm = WORKED_EXAMPLES[version].algorithm;
  return algorithm === 'sha1' ? 'sha1' : 'sha256';
}

/** Example request URLs of a call, as the reference shows them: signed with the page's example secret. */
export function exampleUrls(call: ResolvedCall): string[] {
  return call.examples.map((example) => {
    if (call.auth !== 'checksum') {
      const query = buildQueryString(example.params);
      return `https://${EXAMPLE_HOST}/bigbluebutton/api/${call.name}?${query}`;
    }
    return signRequestSync({
      server: EXAMPLE_HOST,
      callName: call.name,
      params: example.params,
      secret: exampleSecret(call.version),
      algorithm: exampleAlgorithm(call.version),
    }).url;
  });
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  { siteOwn: 'Code samples generated from the worked examples in examples.ts; no fact of their own.' },
];

/**
 * Code samples of the checksum section, generated from the worked example
 * of each release so that the values in the samples are the tested ones,
 * and the signed example requests of each call. Nothing here hashes: the
 * digests are data (examples.ts, and exampleChecksums.ts written with
 * node:crypto by scripts/api-example-checksums.mts), so the pages carry no
 * hashing code to the browser.
 */
import { SHELL_TOOL, buildQueryString, buildRequestUrl, normalizeApiBase } from '../../lib/checksum';
import { EXAMPLE_CHECKSUMS } from './exampleChecksums';
import { EXAMPLE_HOST, type ChecksumWorkedExample } from './examples';

export { exampleAlgorithm } from './examples';
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

/**
 * Example request URLs of a call, as the reference shows them: signed with
 * the release's example secret (the checksums of exampleChecksums.ts).
 */
export function exampleUrls(call: ResolvedCall): string[] {
  return call.examples.map((example, index) => {
    const query = buildQueryString(example.params);
    if (call.auth !== 'checksum') return `https://${EXAMPLE_HOST}/bigbluebutton/api/${call.name}?${query}`;
    const sum = EXAMPLE_CHECKSUMS[call.version][call.name]?.[index];
    if (sum === undefined) {
      throw new Error(
        `No checksum for example ${index + 1} of ${call.name} in ${call.version}: run npm run api-checksums`,
      );
    }
    return buildRequestUrl(apiBase(), call.name, query, sum);
  });
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  { siteOwn: 'Code samples generated from the worked examples in examples.ts; no fact of their own.' },
];

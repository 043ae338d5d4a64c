/**
 * Code samples of the checksum section, generated from the worked example
 * of each release so that the values in the samples are the tested ones,
 * and the signed example requests of each call. Nothing here hashes: the
 * digests are data (examples.ts, and exampleChecksums.ts written with
 * node:crypto by scripts/api-example-checksums.mts), so the pages carry no
 * hashing code to the browser.
 */
import { SHELL_TOOL, buildQueryString, buildRequestUrl, normalizeApiBase } from '../../lib/checksum';
import { openApiPath } from '../../lib/openapi';
import type { DocVersion } from '../versions';
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

/** The command that makes the TypeScript types of a release's API from its OpenAPI document (plugins/openapi). */
export function clientTypesCommand(version: DocVersion, siteUrl: string): string {
  return `npx openapi-typescript ${siteUrl}${openApiPath(version, 'yaml')} -o bbb-api.d.ts`;
}

/**
 * bbb-client.ts, the "Generate a client" example: the same client for every
 * release, typed by the release's document. tests/unit/openapi.test.ts
 * compiles it against the types of each release.
 */
const CLIENT_LINES = [
  "import { createHash } from 'node:crypto';",
  "import type { components, paths } from './bbb-api';",
  '',
  "type Call = 'create' | 'join' | 'getMeetingInfo' | 'getRecordings';",
  '/** The query parameters of a call, as the OpenAPI document types them. */',
  "type Query<C extends Call> = paths[`/${C}`]['get']['parameters']['query'];",
  '/** The answer of getMeetingInfo, once parsed from XML with the parser of your choice. */',
  'export type MeetingInfo =',
  "  components['schemas']['GetMeetingInfoResponse'] | components['schemas']['GetMeetingInfoError'];",
  '',
  'export class BigBlueButton {',
  '  /** `api`: https://your.server/bigbluebutton/api/; `secret`: the output of bbb-conf --secret. */',
  '  constructor(',
  '    private readonly api: string,',
  '    private readonly secret: string,',
  '  ) {}',
  '',
  '  /** The signed URL of a call: the checksum is the SHA-256 of call name + query string + shared secret. */',
  '  url<C extends Call>(call: C, query: Query<C>): string {',
  '    const params = new URLSearchParams();',
  '    for (const [name, value] of Object.entries(query ?? {})) {',
  '      if (value === undefined) continue;',
  '      // A list (disabledFeatures) goes comma-separated; a family (meta_*, userdata-*) as one parameter per key.',
  "      if (Array.isArray(value)) params.append(name, value.join(','));",
  "      else if (typeof value !== 'object') params.append(name, String(value));",
  '      else for (const [key, item] of Object.entries(value)) params.append(key, String(item));',
  '    }',
  '    const queryString = params.toString();',
  "    const checksum = createHash('sha256').update(`${call}${queryString}${this.secret}`).digest('hex');",
  "    return `${this.api}${call}?${queryString ? `${queryString}&` : ''}checksum=${checksum}`;",
  '  }',
  '',
  '  /** Sends a call and returns its XML answer. */',
  "  private async send<C extends Exclude<Call, 'join'>>(call: C, query: Query<C>): Promise<string> {",
  '    const response = await fetch(this.url(call, query));',
  '    return response.text();',
  '  }',
  '',
  "  create(query: Query<'create'>) {",
  "    return this.send('create', query);",
  '  }',
  '',
  "  /** A join URL is for the user's browser: build it, do not fetch it. */",
  "  joinUrl(query: Query<'join'>) {",
  "    return this.url('join', query);",
  '  }',
  '',
  "  getMeetingInfo(query: Query<'getMeetingInfo'>) {",
  "    return this.send('getMeetingInfo', query);",
  '  }',
  '',
  "  getRecordings(query: Query<'getRecordings'>) {",
  "    return this.send('getRecordings', query);",
  '  }',
  '}',
  '',
  "/** Narrowed by `returncode`: the fields of a running meeting, or the error's `messageKey`. */",
  'export function summary(info: MeetingInfo): string {',
  "  return info.returncode === 'SUCCESS'",
  '    ? `${info.meetingName}: ${info.participantCount} users, ${info.moderatorCount} moderators`',
  '    : `failed: ${info.messageKey}`;',
  '}',
  '',
  "const bbb = new BigBlueButton('https://bbb.example.com/bigbluebutton/api/', process.env.BBB_SECRET ?? '');",
  "await bbb.create({ name: 'Physics 101', meetingID: 'physics-101', record: true, 'meta_*': { meta_course: 'PHY-101' } });",
  "console.log(bbb.joinUrl({ fullName: 'Ada Lovelace', meetingID: 'physics-101', role: 'MODERATOR' }));",
  "console.log(await bbb.getMeetingInfo({ meetingID: 'physics-101' }));",
  "console.log(await bbb.getRecordings({ meetingID: 'physics-101', state: 'published' }));",
];

/** bbb-client.ts for one release: the client, headed by the command that makes its types. */
export function clientSnippet(version: DocVersion, siteUrl: string): string {
  return [`// Types: ${clientTypesCommand(version, siteUrl)}`, ...CLIENT_LINES].join('\n');
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      'Code samples generated from the worked examples in examples.ts, and the client example; no fact of their own.',
  },
];

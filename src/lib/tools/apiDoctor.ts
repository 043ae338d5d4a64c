/**
 * The API request doctor: why a BigBlueButton API request fails, found
 * offline from the request URL (and, only if the reader gives it, the
 * shared secret).
 *
 * - `parseRequest(url)`: call name, the query pairs exactly as sent, the
 *   checksum. Accepts a full URL, a path, or `call?query`.
 * - `checkRequest(version, parsed, accepted)`: what is wrong without the
 *   secret: no checksum, a digest the server does not accept, an unknown or
 *   misspelt call or parameter for that release (with "did you mean"), a
 *   missing required parameter, a value outside its allowed set, spaces
 *   sent unencoded.
 * - `diagnose(version, url, options)`: all of that, and with the secret,
 *   which common mistake reproduces the checksum: another encoding (`+` or
 *   `%20`, unencoded values), another parameter order, only some
 *   parameters, the call name left out or another one, spaces or a line
 *   break around the secret, no secret at all.
 *
 * Digests come from Web Crypto (src/lib/checksum.ts) in the browser and
 * node:crypto's webcrypto in the tests. Nothing is sent anywhere.
 */
import { apiFor, checksumAlgorithmsFor, type ResolvedCall, type ResolvedParam } from '../../data/api';
import { API_CALLS } from '../../data/api/calls';
import { compareVersions, RELEASES, type DocVersion } from '../../data/versions';
import {
  CHECKSUM_ALGORITHMS,
  HEX_LENGTH,
  digestHex,
  encodeParam,
  type ChecksumAlgorithm,
  type DigestProvider,
} from '../checksum';

/** One `name=value` pair of the query, as written in the URL (still encoded). */
export interface RawPair {
  name: string;
  /** The value as sent (percent-encoded, `+` for spaces, or raw). */
  raw: string;
}

export interface ParsedRequest {
  /** What follows `/api/` in the path (`create`, `hooks/create`); '' when none. */
  call: string;
  /** Query pairs in the order sent, without `checksum`. */
  pairs: RawPair[];
  /** The checksum as sent, or undefined. */
  checksum?: string;
}

export type FindingKind =
  | 'not-a-request'
  | 'no-checksum'
  | 'checksum-not-hex'
  | 'checksum-uppercase'
  | 'algorithm-not-accepted'
  | 'unknown-call'
  | 'call-not-in-release'
  | 'other-api'
  | 'unknown-param'
  | 'param-not-in-release'
  | 'missing-param'
  | 'bad-value'
  | 'raw-space'
  | 'secret-whitespace'
  | 'checksum-ok'
  | 'checksum-secret-newline'
  | 'checksum-secret-space'
  | 'checksum-no-secret'
  | 'checksum-no-call'
  | 'checksum-query-only'
  | 'checksum-other-call'
  | 'checksum-encoding'
  | 'checksum-order'
  | 'checksum-subset'
  | 'checksum-unexplained';

export interface Finding {
  kind: FindingKind;
  /** `cause`: makes the request fail; `warning`: may; `info`: context. */
  severity: 'cause' | 'warning' | 'info';
  /** What is wrong, in one sentence. `inline code` in backticks. */
  sentence: string;
  /** What to do about it. */
  fix: string;
}

export interface DoctorResult {
  parsed?: ParsedRequest;
  /** The digest algorithm the checksum's length says, when it is hex. */
  algorithm?: ChecksumAlgorithm;
  findings: Finding[];
}

/** Splits a query string into raw pairs, keeping order and encoding. */
function splitQuery(query: string): RawPair[] {
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const index = part.indexOf('=');
      return index < 0 ? { name: part, raw: '' } : { name: part.slice(0, index), raw: part.slice(index + 1) };
    });
}

/** Decodes a query value the way the server does (`+` is a space). */
export function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The call name, query pairs and checksum of a pasted request. The text is
 * taken as typed: a browser would encode raw spaces before sending, which
 * `checkRequest` points out.
 */
export function parseRequest(text: string): ParsedRequest | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const hashless = trimmed.split('#')[0];
  const queryStart = hashless.indexOf('?');
  const pathPart = queryStart < 0 ? hashless : hashless.slice(0, queryStart);
  const query = queryStart < 0 ? '' : hashless.slice(queryStart + 1);
  const apiIndex = pathPart.indexOf('/api/');
  let call: string;
  if (apiIndex >= 0) call = pathPart.slice(apiIndex + '/api/'.length);
  else if (/^[\w-]+(\/[\w-]+)?$/.test(pathPart)) call = pathPart;
  else return undefined;
  call = call.replace(/\/+$/, '');
  const all = splitQuery(query);
  const checksumPair = all.find((pair) => pair.name === 'checksum');
  return { call, pairs: all.filter((pair) => pair.name !== 'checksum'), checksum: checksumPair?.raw };
}

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const saved = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length];
}

/** The closest of `names` to `typed`: same letters in another case first, then a small edit distance. */
export function closest(typed: string, names: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  const sameLetters = names.find((name) => name.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  let best: { name: string; score: number } | undefined;
  for (const name of names) {
    const score = distance(lower, name.toLowerCase());
    if (score <= Math.max(1, Math.floor(name.length / 4)) && (!best || score < best.score)) best = { name, score };
  }
  return best?.name;
}

function algorithmOfLength(length: number): ChecksumAlgorithm | undefined {
  return CHECKSUM_ALGORITHMS.find((algorithm) => HEX_LENGTH[algorithm] === length);
}

function matchesPattern(name: string, param: ResolvedParam): boolean {
  return param.pattern === true && name.startsWith(param.name.replace(/\*$/, ''));
}

/** The parameter (or pattern) of `call` that `name` is, when it is one. */
function paramOf(call: ResolvedCall, name: string): ResolvedParam | undefined {
  return call.params.find((param) => (param.pattern ? matchesPattern(name, param) : param.name === name));
}

/** The releases (docs versions) whose call accepts a parameter of this exact name. */
function releasesWithParam(callName: string, name: string): DocVersion[] {
  const definition = API_CALLS.find((call) => call.name === callName);
  const param = definition?.params.find((entry) => entry.name === name);
  if (!param) return [];
  return (Object.keys(RELEASES) as DocVersion[])
    .filter((version) => apiFor(version).some((call) => call.name === callName && paramOf(call, name)?.name === name))
    .sort(compareVersions);
}

/** Parameters named in a `requiredWhen` like "when `role` is missing". */
function requiredUnlessPresent(param: ResolvedParam): string[] {
  if (param.required !== 'conditional' || !param.requiredWhen) return [];
  const match = /when `([\w-]+)` is missing/.exec(param.requiredWhen);
  return match ? [match[1]] : [];
}

const release = (version: DocVersion) => RELEASES[version].release;

/** Findings that need no secret. */
export function checkRequest(
  version: DocVersion,
  parsed: ParsedRequest,
  accepted: readonly ChecksumAlgorithm[] = checksumAlgorithmsFor(version),
): { algorithm?: ChecksumAlgorithm; findings: Finding[] } {
  const findings: Finding[] = [];
  let algorithm: ChecksumAlgorithm | undefined;
  const name = parsed.call;

  if (parsed.checksum === undefined || parsed.checksum === '') {
    findings.push({
      kind: 'no-checksum',
      severity: 'cause',
      sentence: 'The request has no `checksum` parameter, so the server answers `checksumError` or `paramError`.',
      fix: 'Append `&checksum=` with the digest of the call name, the query string and the shared secret.',
    });
  } else if (!/^[0-9a-fA-F]+$/.test(parsed.checksum)) {
    findings.push({
      kind: 'checksum-not-hex',
      severity: 'cause',
      sentence: 'The checksum is not a hexadecimal digest (it looks like Base64 or another encoding).',
      fix: 'Send the digest as lower-case hexadecimal, as `sha1sum` or `hashlib.sha1(...).hexdigest()` print it.',
    });
  } else {
    algorithm = algorithmOfLength(parsed.checksum.length);
    if (!algorithm) {
      findings.push({
        kind: 'checksum-not-hex',
        severity: 'cause',
        sentence: `The checksum has ${parsed.checksum.length} hexadecimal digits, which is no digest BigBlueButton accepts (40, 64, 96 or 128).`,
        fix: 'Send the whole hex digest, not a truncated or padded one.',
      });
    } else if (!accepted.includes(algorithm)) {
      findings.push({
        kind: 'algorithm-not-accepted',
        severity: 'cause',
        sentence: `The checksum is a ${algorithm.toUpperCase()} digest, which this server does not accept (it accepts ${accepted.join(', ')}).`,
        fix: `Compute the checksum with ${accepted[accepted.length - 1] ?? 'an accepted algorithm'}, or add ${algorithm} to \`supportedChecksumAlgorithms\` in \`/etc/bigbluebutton/bbb-web.properties\`.`,
      });
    }
    if (/[A-F]/.test(parsed.checksum)) {
      findings.push({
        kind: 'checksum-uppercase',
        severity: 'cause',
        sentence: 'The checksum is written in upper-case letters; the server compares it with a lower-case digest.',
        fix: 'Send the hex digest in lower case.',
      });
    }
  }

  if (name === '') {
    findings.push({
      kind: 'unknown-call',
      severity: 'cause',
      sentence: 'The address has no call name after `/bigbluebutton/api/`.',
      fix: 'Put the call name in the path, for example `/bigbluebutton/api/create?…`.',
    });
    return { algorithm, findings };
  }
  if (name.includes('/')) {
    findings.push({
      kind: 'other-api',
      severity: 'info',
      sentence: `\`${name}\` is not a call of the BigBlueButton API itself (it belongs to an add-on such as bbb-webhooks), so only its checksum is checked here.`,
      fix: `Its checksum is still computed over the full call name \`${name}\`, the query string and the shared secret.`,
    });
    return { algorithm, findings };
  }
  const calls = apiFor(version);
  const call = calls.find((entry) => entry.name === name);
  if (!call) {
    const elsewhere = (Object.keys(RELEASES) as DocVersion[]).filter((other) =>
      apiFor(other).some((entry) => entry.name === name),
    );
    if (elsewhere.length > 0) {
      findings.push({
        kind: 'call-not-in-release',
        severity: 'cause',
        sentence: `\`${name}\` is not a call of BigBlueButton ${release(version)}; ${elsewhere.map(release).join(', ')} ${elsewhere.length > 1 ? 'have' : 'has'} it.`,
        fix: 'Use the calls of the release your server runs (see the resource tables on this page).',
      });
    } else {
      const guess = closest(
        name,
        calls.map((entry) => entry.name),
      );
      findings.push({
        kind: 'unknown-call',
        severity: 'cause',
        sentence: `BigBlueButton ${release(version)} has no call \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ' (it may belong to Scalelite or another service).'}`,
        fix: guess
          ? `Call \`${guess}\`; call names are case-sensitive.`
          : 'Send the request to the service that offers this call, with its own secret.',
      });
    }
    return { algorithm, findings };
  }

  const sent = new Map(parsed.pairs.map((pair) => [pair.name, decodeValue(pair.raw)]));
  const queryParams = call.params.filter((param) => param.location !== 'body');
  for (const pair of parsed.pairs) {
    if (paramOf(call, pair.name)) continue;
    const others = releasesWithParam(call.name, pair.name);
    if (others.length > 0) {
      findings.push({
        kind: 'param-not-in-release',
        severity: 'warning',
        sentence: `\`${pair.name}\` is not a parameter of \`${call.name}\` in BigBlueButton ${release(version)} (only in ${others.map(release).join(', ')}), so the server ignores it.`,
        fix: `Leave it out, or use what this release offers (see the parameters of \`${call.name}\`).`,
      });
      continue;
    }
    const guess = closest(
      pair.name,
      queryParams.filter((param) => !param.pattern).map((param) => param.name),
    );
    findings.push({
      kind: 'unknown-param',
      severity: guess && guess.toLowerCase() === pair.name.toLowerCase() ? 'cause' : 'warning',
      sentence: `\`${pair.name}\` is not a parameter of \`${call.name}\` in BigBlueButton ${release(version)}${guess ? `; did you mean \`${guess}\`?` : '; the server ignores it.'}`,
      fix: guess
        ? `Write \`${guess}\`: parameter names are case-sensitive.`
        : 'Check the spelling against the parameter table of the call.',
    });
  }
  for (const param of queryParams) {
    if (param.pattern) continue;
    const value = sent.get(param.name);
    const present = value !== undefined && value.trim() !== '';
    const alternatives = requiredUnlessPresent(param);
    const missing =
      !present &&
      (param.required === 'required' ||
        (alternatives.length > 0 && alternatives.every((other) => (sent.get(other) ?? '').trim() === '')));
    if (missing) {
      findings.push({
        kind: 'missing-param',
        severity: 'cause',
        sentence: `\`${call.name}\` needs \`${param.name}\`${alternatives.length > 0 ? ` (or \`${alternatives.join('`, `')}\`)` : ''} and the request ${value === undefined ? 'does not send it' : 'sends it empty'}.`,
        fix: `Add \`${param.name}=…\` to the query string before computing the checksum.`,
      });
      continue;
    }
    if (!present || value === undefined) continue;
    if (param.type === 'Boolean' && !/^(true|false)$/.test(value)) {
      findings.push({
        kind: 'bad-value',
        severity: 'warning',
        sentence: `\`${param.name}=${value}\` is not a Boolean; the server reads anything but \`true\` as false.`,
        fix: `Send \`${param.name}=true\` or \`${param.name}=false\`.`,
      });
    }
    const allowed = (param.values ?? []).map((entry) => entry.value);
    if (allowed.length > 0) {
      const items = param.type === 'Enum' ? [value] : value.split(',').map((item) => item.trim());
      for (const item of items) {
        if (allowed.includes(item)) continue;
        const guess = closest(item, allowed);
        findings.push({
          kind: 'bad-value',
          severity: 'cause',
          sentence: `\`${item}\` is not an allowed value of \`${param.name}\` in BigBlueButton ${release(version)}${guess ? `; did you mean \`${guess}\`?` : ''}`,
          fix: `Use one of: ${allowed.map((entry) => `\`${entry}\``).join(', ')}.`,
        });
      }
    }
  }
  if (parsed.pairs.some((pair) => /\s/.test(pair.raw) || /\s/.test(pair.name))) {
    findings.push({
      kind: 'raw-space',
      severity: 'warning',
      sentence:
        'The query has unencoded spaces: the browser or HTTP client encodes them on the way, so the server checks a different string from the one that was hashed.',
      fix: 'Encode every value once (a space as `+` or `%20`), hash that exact query string and send the same string.',
    });
  }
  return { algorithm, findings };
}

/** A way of computing the checksum that the request may have used. */
interface Candidate {
  call: string;
  query: string;
  secret: string;
  finding?: Omit<Finding, 'severity'>;
}

function joinPairs(pairs: readonly RawPair[]): string {
  return pairs.map((pair) => (pair.raw === '' && !pair.name ? '' : `${pair.name}=${pair.raw}`)).join('&');
}

/** The candidates to try, most telling first. */
function candidates(parsed: ParsedRequest, secret: string): Candidate[] {
  const call = parsed.call;
  const asSent = joinPairs(parsed.pairs);
  const list: Candidate[] = [{ call, query: asSent, secret }];
  const trimmed = secret.trim();
  const secrets: [string, Omit<Finding, 'severity'>][] = [
    [
      `${trimmed}\n`,
      {
        kind: 'checksum-secret-newline',
        sentence: 'The checksum was computed with a line break after the shared secret.',
        fix: 'Strip the secret when your application reads it from a file or an environment variable.',
      },
    ],
    [
      `${trimmed}\r\n`,
      {
        kind: 'checksum-secret-newline',
        sentence: 'The checksum was computed with a Windows line break (CR LF) after the shared secret.',
        fix: 'Strip the secret when your application reads it from a file or an environment variable.',
      },
    ],
    [
      `${trimmed} `,
      {
        kind: 'checksum-secret-space',
        sentence: 'The checksum was computed with a space after the shared secret.',
        fix: 'Remove the space after the secret in your application’s settings.',
      },
    ],
    [
      ` ${trimmed}`,
      {
        kind: 'checksum-secret-space',
        sentence: 'The checksum was computed with a space before the shared secret.',
        fix: 'Remove the space before the secret in your application’s settings.',
      },
    ],
    [
      trimmed,
      {
        kind: 'checksum-secret-space',
        sentence:
          'The checksum matches the secret without the spaces or line break that the secret you pasted has around it.',
        fix: 'Compare the secret on both sides character by character; `sudo bbb-conf --secret` prints the server’s.',
      },
    ],
    [
      '',
      {
        kind: 'checksum-no-secret',
        sentence: 'The checksum was computed without the shared secret.',
        fix: 'Append the shared secret after the query string before hashing: call name + query string + secret.',
      },
    ],
  ];
  for (const [variant, finding] of secrets) {
    if (variant !== secret) list.push({ call, query: asSent, secret: variant, finding });
  }
  const decoded = parsed.pairs.map((pair) => ({ name: pair.name, raw: decodeValue(pair.raw) }));
  const encodings: [string, Omit<Finding, 'severity'>][] = [
    [
      asSent.replace(/\+/g, '%20'),
      {
        kind: 'checksum-encoding',
        sentence: 'The checksum was computed with spaces written as `%20`, but the request sends them as `+`.',
        fix: 'Hash exactly the query string you send: encode once, then hash and send that same string.',
      },
    ],
    [
      asSent.replace(/%20/g, '+'),
      {
        kind: 'checksum-encoding',
        sentence:
          'The checksum was computed with spaces written as `+`, but the request sends them as `%20` (or unencoded).',
        fix: 'Hash exactly the query string you send: encode once, then hash and send that same string.',
      },
    ],
    [
      parsed.pairs.map((pair) => `${pair.name}=${encodeParam(decodeValue(pair.raw))}`).join('&'),
      {
        kind: 'checksum-encoding',
        sentence: 'The checksum was computed over the values URL-encoded in another way than the request sends them.',
        fix: 'Encode the parameters once, hash that exact string and send the same string.',
      },
    ],
    [
      parsed.pairs.map((pair) => `${pair.name}=${encodeURIComponent(decodeValue(pair.raw))}`).join('&'),
      {
        kind: 'checksum-encoding',
        sentence: 'The checksum was computed over the values URL-encoded in another way than the request sends them.',
        fix: 'Encode the parameters once, hash that exact string and send the same string.',
      },
    ],
    [
      joinPairs(decoded),
      {
        kind: 'checksum-encoding',
        sentence: 'The checksum was computed over the values before URL encoding, but the request sends them encoded.',
        fix: 'Hash the encoded query string, exactly as it appears in the URL.',
      },
    ],
    [
      joinPairs([...parsed.pairs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))),
      {
        kind: 'checksum-order',
        sentence:
          'The checksum was computed over the parameters in alphabetical order, but the request sends them in another order.',
        fix: 'Hash the query string in the order you send it (or send it in the order you hashed).',
      },
    ],
  ];
  for (const [query, finding] of encodings) {
    if (query !== asSent) list.push({ call, query, secret, finding });
  }
  list.push({
    call: '',
    query: asSent,
    secret,
    finding: {
      kind: 'checksum-no-call',
      sentence: `The checksum was computed without the call name \`${call}\` in front of the query string.`,
      fix: `Hash \`${call}\` + query string + secret.`,
    },
  });
  list.push({
    call: '',
    query: asSent,
    secret: '',
    finding: {
      kind: 'checksum-query-only',
      sentence:
        'The checksum was computed over the query string alone, without the call name in front and without the shared secret behind.',
      fix: `Hash \`${call}\` + query string + shared secret.`,
    },
  });
  const lastSegment = call.split('/').pop() ?? call;
  if (lastSegment !== call) {
    list.push({
      call: lastSegment,
      query: asSent,
      secret,
      finding: {
        kind: 'checksum-other-call',
        sentence: `The checksum was computed with the call name \`${lastSegment}\`, but the request goes to \`${call}\`.`,
        fix: `Hash the full call name \`${call}\` + query string + secret.`,
      },
    });
  }
  // Only some of the parameters (in the order sent): up to 10 parameters, 1024 subsets.
  const count = parsed.pairs.length;
  if (count > 0 && count <= 10) {
    for (let mask = 0; mask < (1 << count) - 1; mask += 1) {
      const kept = parsed.pairs.filter((_, index) => mask & (1 << index));
      const left = parsed.pairs.filter((_, index) => !(mask & (1 << index))).map((pair) => `\`${pair.name}\``);
      list.push({
        call,
        query: joinPairs(kept),
        secret,
        finding: {
          kind: 'checksum-subset',
          sentence: `The checksum covers ${kept.length === 0 ? 'no parameter at all' : `only ${kept.map((pair) => `\`${pair.name}\``).join(', ')}`}; the request also sends ${left.join(', ')}.`,
          fix: 'Hash the whole query string you send (every parameter except `checksum`).',
        },
      });
    }
  }
  return list;
}

export interface DiagnoseOptions {
  /** The shared secret, only if the reader chose to give it. Never stored. */
  secret?: string;
  /** Algorithms the server accepts (default: those of the release). */
  accepted?: readonly ChecksumAlgorithm[];
  subtle?: DigestProvider;
}

/** Everything the doctor finds about one request. Checksum findings need the secret. */
export async function diagnose(version: DocVersion, url: string, options: DiagnoseOptions = {}): Promise<DoctorResult> {
  const parsed = parseRequest(url);
  if (!parsed) {
    return {
      findings: [
        {
          kind: 'not-a-request',
          severity: 'cause',
          sentence: 'This is not a BigBlueButton API request URL.',
          fix: 'Paste the whole URL, for example `https://bbb.example.com/bigbluebutton/api/create?…&checksum=…`.',
        },
      ],
    };
  }
  const accepted = options.accepted ?? checksumAlgorithmsFor(version);
  const { algorithm, findings } = checkRequest(version, parsed, accepted);
  const secret = options.secret;
  if (secret === undefined || secret === '' || !algorithm || parsed.checksum === undefined) {
    return { parsed, algorithm, findings };
  }
  if (secret !== secret.trim()) {
    findings.push({
      kind: 'secret-whitespace',
      severity: 'warning',
      sentence: `The secret you pasted has ${/\n/.test(secret) ? 'a line break' : 'spaces'} around it.`,
      fix: 'A secret never has spaces or line breaks: remove them where it is stored.',
    });
  }
  const target = parsed.checksum.toLowerCase();
  for (const candidate of candidates(parsed, secret)) {
    const digest = await digestHex(algorithm, `${candidate.call}${candidate.query}${candidate.secret}`, options.subtle);
    if (digest !== target) continue;
    if (!candidate.finding) {
      findings.push({
        kind: 'checksum-ok',
        severity: 'info',
        sentence: `The checksum is right for this secret (${algorithm.toUpperCase()} over the call name, the query string as sent and the secret).`,
        fix: 'If the server still answers `checksumError`, its secret is not the one you pasted: compare with `sudo bbb-conf --secret` (or the secret of Scalelite).',
      });
    } else {
      findings.push({ ...candidate.finding, severity: 'cause' });
    }
    return { parsed, algorithm, findings: sortFindings(findings) };
  }
  findings.push({
    kind: 'checksum-unexplained',
    severity: 'cause',
    sentence:
      'No common mistake reproduces this checksum with the secret you pasted: it was most likely computed with another secret.',
    fix: 'Compare the secret your application uses with `sudo bbb-conf --secret` (or Scalelite’s `LOADBALANCER_SECRET`), then rebuild the URL with the call builder on this page.',
  });
  return { parsed, algorithm, findings: sortFindings(findings) };
}

const SEVERITY_ORDER: Record<Finding['severity'], number> = { cause: 0, warning: 1, info: 2 };

/** Causes first (checksum causes before parameter causes), then warnings, then context. */
function sortFindings(findings: Finding[]): Finding[] {
  const checksumFirst = (finding: Finding) => (finding.kind.startsWith('checksum') ? 0 : 1);
  return [...findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || checksumFirst(a) - checksumFirst(b),
  );
}

/** The main finding: the first cause, else the first warning, else the first note. */
export function mainFinding(result: DoctorResult): Finding | undefined {
  return sortFindings(result.findings)[0];
}

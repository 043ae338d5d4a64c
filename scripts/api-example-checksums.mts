/**
 * Computes the checksums of the API reference's example requests with
 * node:crypto and writes them to src/data/api/exampleChecksums.ts, so that the
 * pages show signed URLs without hashing code in the browser
 * (src/data/api/snippets.ts builds the URLs from them).
 *
 * Run `npm run api-checksums` after changing an example request, its call or a
 * release's example secret; tests/unit/api-checksum.test.ts fails until the
 * written file matches the data.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

import { apiFor } from '../src/data/api';
import { exampleAlgorithm, exampleSecret } from '../src/data/api/examples';
import { buildQueryString, checksumInput, type ChecksumAlgorithm, type QueryParam } from '../src/lib/checksum';
import { DOC_VERSIONS, type DocVersion } from '../src/data/versions';

/** Checksums of a release's example requests: call name to one checksum per example, in order. */
export type ExampleChecksums = Record<DocVersion, Record<string, string[]>>;

/** Checksum of one request: digest of call name + encoded query string + shared secret. */
export function requestChecksum(
  algorithm: ChecksumAlgorithm,
  callName: string,
  params: readonly QueryParam[],
  secret: string,
): string {
  const input = checksumInput(callName, buildQueryString(params), secret);
  return createHash(algorithm).update(input, 'utf8').digest('hex');
}

/** The checksum of every example request of every call that takes one, per release. */
export function exampleChecksums(): ExampleChecksums {
  const all: Partial<ExampleChecksums> = {};
  for (const version of DOC_VERSIONS) {
    const calls: Record<string, string[]> = {};
    for (const call of apiFor(version)) {
      if (call.auth !== 'checksum' || call.examples.length === 0) continue;
      calls[call.name] = call.examples.map((example) =>
        requestChecksum(exampleAlgorithm(version), call.name, example.params, exampleSecret(version)),
      );
    }
    all[version] = calls;
  }
  return all as ExampleChecksums;
}

export const CHECKSUMS_FILE = path.join(import.meta.dirname, '..', 'src', 'data', 'api', 'exampleChecksums.ts');

/** The source of src/data/api/exampleChecksums.ts, formatted as the repository's Prettier settings say. */
export async function exampleChecksumsSource(): Promise<string> {
  const source = [
    '// Written by scripts/api-example-checksums.mts (npm run api-checksums) from the example requests in',
    '// src/data/api; do not edit. tests/unit/api-checksum.test.ts recomputes every value with node:crypto.',
    "import type { DocVersion } from '../versions';",
    "import type { DataSources } from '../sources';",
    '',
    '/** Per release: call name to the checksum of each of its example requests, in order. */',
    `export const EXAMPLE_CHECKSUMS: Record<DocVersion, Readonly<Record<string, readonly string[]>>> = ${JSON.stringify(exampleChecksums(), null, 2)};`,
    '',
    '/** Upstream sources of the facts above (see src/data/sources.ts). */',
    "export const sources: DataSources = [{ siteOwn: 'Checksums of the example requests in calls.ts; no fact of their own.' }];",
    '',
  ].join('\n');
  return format(source, { ...(await resolveConfig(CHECKSUMS_FILE)), filepath: CHECKSUMS_FILE });
}

if (process.argv[1] === import.meta.filename) {
  void exampleChecksumsSource().then((source) => {
    writeFileSync(CHECKSUMS_FILE, source);
    console.log(`wrote ${path.relative(process.cwd(), CHECKSUMS_FILE)}`);
  });
}

import { prepareIndex, searchIndex, type PreparedIndex } from '../../plugins/search-local/engine';
import { CONTENT_FILE, HEAD_FILE, SYMBOL_FILE } from '../../plugins/search-local/files';
import { assertShippedIndex, type ShippedIndexPart, unpackSearchIndex } from '../../plugins/search-local/format';
import { assertSymbolFile } from '../../plugins/search-local/symbols';
import { docPath } from '../../src/data/docIds';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import { scoreRelevance } from '../search/relevance';
import { KEYWORD_SET } from '../search/keywordSet';
import { REAL_HELD_OUT, REAL_TUNED } from '../search/realSet';
import { RELEVANCE_FLOOR, RELEVANCE_SET, type RelevanceCase } from '../search/relevanceSet';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** As many results as the navbar dropdown shows (config/search.ts). */
const DROPDOWN_RESULTS = 8;

/**
 * The level each set reached (floors, not exact results): raise a floor when
 * the search gets better, never lower it to make a change pass. The held-out
 * half of the real-users set was never tuned on.
 */
const FLOORS = {
  relevance: RELEVANCE_FLOOR,
  keyword: { hitAt1: 0.68, hitAt3: 0.96 },
  realTuned: { hitAt1: 0.68, hitAt3: 0.91 },
  realHeldOut: { hitAt1: 0.64, hitAt3: 0.85 },
} as const;

/** The index files and symbol files the build serves, searched by the engine the browser's search worker runs. */
async function loadIndexes(request: APIRequestContext): Promise<Map<DocVersion, PreparedIndex>> {
  const indexes = new Map<DocVersion, PreparedIndex>();
  for (const version of DOC_VERSIONS) {
    const prefix = RELEASES[version].pathPrefix;
    // The head and the section texts together: the complete index the worker answers from.
    const parts: ShippedIndexPart[] = [];
    for (const name of [HEAD_FILE, CONTENT_FILE]) {
      const response = await request.get(`${prefix}/${name}`);
      expect(response.ok(), `${version} ${name}`).toBe(true);
      const file: unknown = await response.json();
      assertShippedIndex(file);
      parts.push(...file);
    }
    const symbolResponse = await request.get(`${prefix}/${SYMBOL_FILE}`);
    expect(symbolResponse.ok(), `${version} symbols`).toBe(true);
    const symbols: unknown = await symbolResponse.json();
    assertSymbolFile(symbols);
    indexes.set(version, prepareIndex(unpackSearchIndex(parts), symbols));
  }
  return indexes;
}

let loaded: Promise<Map<DocVersion, PreparedIndex>> | undefined;
/** The search of one version, its index loaded once per worker. */
async function searcher(request: APIRequestContext) {
  loaded ??= loadIndexes(request);
  const indexes = await loaded;
  return (version: DocVersion, query: string) => searchIndex(indexes.get(version)!, query, DROPDOWN_RESULTS);
}

for (const [name, cases, floor] of [
  ['the relevance set', RELEVANCE_SET, FLOORS.relevance],
  ['the keyword set', KEYWORD_SET, FLOORS.keyword],
  ["the real-users set's tuned half", REAL_TUNED, FLOORS.realTuned],
  ["the real-users set's held-out half", REAL_HELD_OUT, FLOORS.realHeldOut],
] as const) {
  test(`${name} keeps hit@1 and hit@3 at or above the level reached`, async ({ request }) => {
    const search = await searcher(request);
    const score = await scoreRelevance(cases as readonly RelevanceCase[], (c) =>
      search(c.version, c.query).map((hit) => hit.document.u),
    );
    const misses = score.outcomes
      .filter((o) => o.rank === null || o.rank > 3)
      .map((o) => `[${o.testCase.version}] "${o.testCase.query}": ${o.top.join(' ')}`);
    expect(score.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(floor.hitAt3);
    expect(score.hitAt1).toBeGreaterThanOrEqual(floor.hitAt1);
  });
}

/** What people paste (the examples): the page that answers it among the first three results. */
const PASTED: readonly (readonly [query: string, version: DocVersion, ...answers: string[]])[] = [
  ['SMTP_AUTH=none', '3.0', 'greenlight/v3/install'],
  ['enforceLayout=PRESENTATION_ONLY', '3.0', 'development/api', 'administration/customize'],
  ['meetingLayout=UNIFIED_LAYOUT', '3.1', 'development/api', 'development/design', 'new-features'],
  ['perRoom: 250', '3.0', 'administration/customize'],
  ['Depends: yq (>= 3) but it is not installable', '2.7', 'support/troubleshooting', 'administration/install'],
  ['Unable to locate packages for jammy-31', '3.1', 'administration/install', 'support/troubleshooting'],
  ['Failed to connect to bus', '3.0', 'support/faq'],
  ['bbb-install -v focal-27', '2.7', 'administration/install'],
  ['focal-270', '2.7', 'administration/install'],
  ['jammy-300', '3.0', 'administration/install'],
  ['jammy-31', '3.1', 'administration/install'],
  ['Recordings are not being processed v3', '3.0', 'development/recording', 'support/troubleshooting'],
  ['Increase Max File Upload Size', '3.0', 'administration/customize'],
  ['Problem presentation uploading - 413', '2.6', 'administration/customize', 'support/troubleshooting'],
  ['udp 16384', '3.0', 'administration/firewall-configuration'],
  ['check server configuration', '3.0', 'administration/bbb-conf'],
  ['change default welcome message', '3.0', 'administration/customize'],
];

test('pasted settings, error lines, codenames and package lines find the page that explains them', async ({
  request,
}) => {
  const search = await searcher(request);
  const failures: string[] = [];
  for (const [query, version, ...answers] of PASTED) {
    const wanted = answers.map((id) => docPath(version, id));
    const top = search(version, query)
      .slice(0, 3)
      .map((hit) => new URL(hit.document.u, 'http://site.invalid').pathname);
    if (!top.some((path) => wanted.includes(path))) failures.push(`[${version}] ${query}: ${top.join(' ')}`);
  }
  expect(failures).toEqual([]);
});

/** Symbols the issue names, and one of each kind: first result, its row on the page, its releases. */
const SYMBOLS: readonly (readonly [
  query: string,
  version: DocVersion,
  page: string,
  anchor: string,
  releases: RegExp,
])[] = [
  ['meta_bbb-anonymize-chat', '3.0', 'development/api', 'param-create-meta_', /2\.5–3\.1/],
  ['OPENID_CONNECT_ISSUER', '2.7', 'greenlight/v3/external-authentication', 'env-openid_connect_issuer', /2\.5–3\.1/],
  ['SMTP_AUTH', '3.1', 'greenlight/v3/install', 'env-smtp_auth', /2\.5–3\.1/],
  ['-c', '3.0', 'administration/install', 'bbb-install-c', /2\.5–3\.1/],
  ['1020', '2.6', 'support/troubleshooting', 'error-1020', /2\.5–3\.1/],
  ['sendChatMessage', '3.1', 'development/api', 'sendchatmessage', /^sendChatMessage \(API call; 3\.0–3\.1\)$/],
  ['checksumError', '2.6', 'development/api', 'message-key-checksumError', /2\.5–3\.1/],
  ['userdata-bbb_auto_share_webcam', '3.0', 'administration/customize', 'userdata-bbb_auto_share_webcam', /2\.5–3\.1/],
  ['bbb-conf --setip', '2.5-legacy', 'administration/bbb-conf', 'bbb-conf-setip', /2\.5/],
];

test('a symbol from the typed data is the first result, linked to its table row, with the releases that have it', async ({
  request,
}) => {
  const search = await searcher(request);
  for (const [query, version, page, anchor, releases] of SYMBOLS) {
    const [first] = search(version, query);
    expect(first, query).toBeDefined();
    expect(`${new URL(first.document.u, 'http://site.invalid').pathname}${first.document.h}`, query).toBe(
      `${docPath(version, page)}#${anchor}`,
    );
    expect(first.document.t, query).toMatch(releases);
    // The row is on the built page.
    const html = await (await request.get(docPath(version, page))).text();
    // Minified HTML leaves the quotes out of attribute values that need none.
    const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const hasRow = new RegExp(`id=("?)${escaped}\\1[\\s>]`).test(html);
    expect(hasRow, `${query}: id="${anchor}" on ${docPath(version, page)}`).toBe(true);
  }
});

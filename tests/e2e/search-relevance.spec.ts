import { prepareIndex, searchIndex, type PreparedIndex } from '../../plugins/search-local/engine';
import { assertShippedIndex, unpackSearchIndex } from '../../plugins/search-local/format';
import { RELEASES, type DocVersion } from '../../src/data/versions';
import { scoreRelevance } from '../search/relevance';
import { RELEVANCE_FLOOR, RELEVANCE_SET } from '../search/relevanceSet';
import { expect, test } from './fixtures';

/** As many results as the navbar dropdown shows (config/search.ts). */
const DROPDOWN_RESULTS = 8;

test('the relevance set keeps hit@1 and hit@3 at or above the level reached', async ({ request }) => {
  // The index files the build serves, searched by the engine the browser's search worker runs.
  const indexes = new Map<DocVersion, PreparedIndex>();
  for (const version of new Set(RELEVANCE_SET.map((c) => c.version))) {
    const response = await request.get(`${RELEASES[version].pathPrefix}/search-index.json`);
    expect(response.ok(), version).toBe(true);
    const file: unknown = await response.json();
    assertShippedIndex(file);
    indexes.set(version, prepareIndex(unpackSearchIndex(file)));
  }
  const score = await scoreRelevance(RELEVANCE_SET, (c) =>
    searchIndex(indexes.get(c.version)!, c.query, DROPDOWN_RESULTS).map((hit) => hit.document.u),
  );
  const misses = score.outcomes
    .filter((o) => o.rank === null || o.rank > 3)
    .map((o) => `[${o.testCase.version}] "${o.testCase.query}": ${o.top.join(' ')}`);
  expect(score.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.hitAt3);
  expect(score.hitAt1).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.hitAt1);
});

/**
 * Scores a search engine on the relevance set (./relevanceSet.ts): hit@1 and
 * hit@3, the share of queries with a result on an answering page first, or
 * among the first three results as listed (several results may be on one page).
 */
import { docPath } from '../../src/data/docIds';
import type { RelevanceCase } from './relevanceSet';

/** The page paths of a query's results, best first. */
export type SearchPaths = (testCase: RelevanceCase) => Promise<readonly string[]> | readonly string[];

export interface CaseOutcome {
  testCase: RelevanceCase;
  /** 1-based rank of the first answering page, or null when none is in the results. */
  rank: number | null;
  top: readonly string[];
}

export interface RelevanceScore {
  hitAt1: number;
  hitAt3: number;
  outcomes: CaseOutcome[];
}

/** A result URL's path: no origin, query or hash, and a trailing slash. */
export function pagePath(url: string): string {
  const path = new URL(url, 'http://site.invalid').pathname;
  return path.endsWith('/') ? path : path.replace(/(\/index)?(\.html)?$/, '/');
}

export async function scoreRelevance(cases: readonly RelevanceCase[], search: SearchPaths): Promise<RelevanceScore> {
  const outcomes: CaseOutcome[] = [];
  for (const testCase of cases) {
    const wanted = new Set(testCase.answers.map((id) => docPath(testCase.version, id)));
    const pages = (await search(testCase)).map(pagePath);
    const index = pages.findIndex((path) => wanted.has(path));
    outcomes.push({ testCase, rank: index < 0 ? null : index + 1, top: pages.slice(0, 3) });
  }
  const share = (n: number) => outcomes.filter((o) => o.rank !== null && o.rank <= n).length / (outcomes.length || 1);
  return { hitAt1: share(1), hitAt3: share(3), outcomes };
}

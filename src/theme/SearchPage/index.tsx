/**
 * The search page (replaces the search plugin's @theme/SearchPage). It asks the
 * site's search worker (plugins/search-local/client/worker.ts), so a query gives
 * the results of the navbar dropdown, in the same order. Adds what the plugin's
 * page lacks:
 * - a version selector: the version being read by default, or all versions;
 * - every result names its version and its section (breadcrumbs);
 * - switching version re-runs the search at once, without a reload; the status
 *   line and the results always answer the version and query now in the URL;
 * - the field keeps what the reader types: the URL follows it, and is written
 *   back into it only when it changes otherwise (a link, back or forward);
 * - unknown `version` or `ctx` values fall back to the defaults, with a note;
 * - a <main> landmark, and matches drawn as <mark> by React (no HTML strings).
 * URL parameters stay the plugin's: q (text), version (index path, e.g. "2.6/"), ctx.
 */
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import { searchOptions } from '@site/config/search';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchResult,
} from '@site/plugins/search-local/upstream/searchByWorker';
import { excerpt, interleave, splitMatches, versionParam, type SearchVersion } from '@site/src/lib/searchResults';

import styles from './styles.module.css';

const ALL = 'all';
/** Search sections (`ctx`) the site has (config/search.ts; none today). */
const SEARCH_CONTEXTS: readonly string[] = ((searchOptions as Partial<SearchOptions>).searchContextByPaths ?? []).map(
  (context) => (typeof context === 'string' ? context : context.path),
);
const LIMIT = 100;
/** After this long without an answer from the index, the status says why the reader is still waiting. */
const SLOW_MS = 8000;
/** Results rendered at first and added by each "Show more": a long list at once is slow to draw on a phone. */
const PAGE_SIZE = 25;

interface VersionedResult {
  version: SearchVersion;
  result: SearchResult;
}

function Highlighted({ text, tokens }: { text: string; tokens: string[] }): ReactNode {
  return (
    <>{splitMatches(text, tokens).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}

function ResultItem({ item, showVersion }: { item: VersionedResult; showVersion: boolean }): ReactNode {
  const { document, type, page, tokens } = item.result;
  const isTitle = type === 0;
  const isContent = type === 4 || type === 2 || type === 3;
  const parent = page || undefined;
  const title = isContent ? (document.s ?? parent?.t ?? document.t) : document.t;
  const crumbs = [...((isTitle ? document.b : parent?.b) ?? [])];
  if (!isTitle && parent) crumbs.push(parent.t);
  const params = new URLSearchParams();
  for (const token of tokens) params.append('_highlight', token);
  const search = tokens.length ? `?${params.toString()}` : '';
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={`${document.u}${search}${document.h ?? ''}`}>
          <Highlighted text={title} tokens={tokens} />
        </Link>
      </h2>
      <p className={styles.resultPath}>
        {showVersion ? <span className={styles.versionBadge}>{item.version.label}</span> : null}
        {crumbs.length ? crumbs.join(' › ') : null}
      </p>
      {isContent ? (
        <p className={styles.resultSummary}>
          <Highlighted text={excerpt(document.t, tokens)} tokens={tokens} />
        </p>
      ) : null}
    </article>
  );
}

/** The status line: what the page is doing, or what the results in view answer. */
function statusText(
  state: SearchState,
  results: VersionedResult[] | null,
  failure: string,
  version: SearchVersion | null,
): string {
  if (state === 'idle') return '';
  if (state === 'slow') {
    return 'Still loading the search index. It is large and your connection seems slow: results appear when it arrives, or reload the page to try again.';
  }
  if (state === 'failed') {
    // The worker names the HTTP status when the server answered: the file is missing, the connection is fine.
    return /HTTP \d/.test(failure)
      ? 'The search index could not be loaded from the server. Reload the page to try again.'
      : 'The search index could not be loaded. Check your connection and reload the page.';
  }
  if (state !== 'done' || !results) return 'Searching…';
  if (!results.length) return 'No results';
  return `${results.length} ${results.length === 1 ? 'result' : 'results'} in ${version ? `BigBlueButton ${version.label}` : 'all versions'}`;
}

function useSearchVersions(): SearchVersion[] {
  const { siteConfig } = useDocusaurusContext();
  const versions = useVersions(undefined);
  return useMemo(
    () =>
      versions.map((v) => ({
        name: v.name,
        label: v.label,
        indexUrl: v.isLast ? siteConfig.baseUrl : `${v.path}/`,
      })),
    [versions, siteConfig.baseUrl],
  );
}

/** What a search page URL asks for, once checked: unknown values fall back to the defaults, with a note. */
interface SearchRequest {
  query: string;
  context: string;
  selected: SearchVersion[];
  /** The selector's value: a version's parameter or ALL. */
  selectValue: string;
  /** What was not understood in the URL and what is searched instead. */
  notes: string[];
}

function useSearchRequest(versions: SearchVersion[], search: string): SearchRequest {
  const { siteConfig } = useDocusaurusContext();
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const query = params.get('q') ?? '';
    const ctx = params.get('ctx') ?? '';
    const versionValue = params.get('version');
    const notes: string[] = [];
    const fallback =
      versions.find((v) => v.name === preferredVersion?.name) ??
      versions.find((v) => v.indexUrl === siteConfig.baseUrl) ??
      versions[0];
    const byParam = versions.find((v) => versionParam(v, siteConfig.baseUrl) === versionValue);
    if (versionValue !== null && versionValue !== ALL && !byParam) {
      notes.push(`There is no version "${versionValue}": showing BigBlueButton ${fallback.label}.`);
    }
    const context = SEARCH_CONTEXTS.includes(ctx) ? ctx : '';
    if (ctx && !context) notes.push(`There is no search section "${ctx}": searching all sections.`);
    const selected = versionValue === ALL ? versions : [byParam ?? fallback];
    const selectValue = versionValue === ALL ? ALL : versionParam(selected[0], siteConfig.baseUrl);
    return { query, context, selected, selectValue, notes };
  }, [search, versions, preferredVersion, siteConfig.baseUrl]);
}

/** The results of one search, with the versions and section they were found in. */
interface Answer {
  scope: string;
  results: VersionedResult[];
}

/** Where a search is: `indexing` only while an index file is being loaded. */
type SearchState = 'idle' | 'indexing' | 'slow' | 'searching' | 'done' | 'failed';

function SearchPageContent(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const versions = useSearchVersions();
  const { query, context, selected, selectValue, notes } = useSearchRequest(versions, isBrowser ? location.search : '');
  // The search re-runs only when the query or the chosen indexes change, not on every render.
  const selectedKey = selected.map((v) => v.indexUrl).join(' ');
  // Results are shown only under the versions and section they were found in; while the reader
  // types, those of the previous query stay until the new ones arrive.
  const scope = `${selectedKey}\n${context}`;

  // The field is the reader's: the URL follows it, and is written back into it only when it
  // changes otherwise (a link, back or forward), never from the field's own (later) updates.
  const [input, setInput] = useState(query);
  /** Queries the field has written to the URL that the URL has not reached yet, oldest first. */
  const written = useRef<string[]>([]);
  useEffect(() => {
    const own = written.current.indexOf(query);
    if (own >= 0) written.current.splice(0, own + 1);
    else setInput(query);
  }, [query]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [state, setState] = useState<SearchState>('idle');
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const resultsRef = useRef<HTMLElement>(null);
  // Results and status belong to the versions now selected, or are not shown.
  const current = answer?.scope === scope && query.trim() ? answer.results : null;
  // A new list starts again with its first results.
  useEffect(() => setShown(PAGE_SIZE), [answer]);

  function showMore() {
    const firstNew = shown;
    setShown(shown + PAGE_SIZE);
    // Keyboard and screen reader users continue at the first result just added.
    window.requestAnimationFrame(() =>
      resultsRef.current?.querySelectorAll<HTMLAnchorElement>('article h2 a')[firstNew]?.focus(),
    );
  }

  // A download that stalls (a weak connection) would otherwise say "Searching…" for ever.
  useEffect(() => {
    if (state !== 'indexing') return undefined;
    const timer = window.setTimeout(() => setState((now) => (now === 'indexing' ? 'slow' : now)), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!isBrowser || !query.trim()) {
      setAnswer(null);
      setState('idle');
      return undefined;
    }
    let cancelled = false;
    const versionsToSearch = versions.filter((v) => selectedKey.split(' ').includes(v.indexUrl));
    (async () => {
      try {
        setState('indexing');
        await Promise.all(versionsToSearch.map((version) => fetchIndexesByWorker(version.indexUrl, context)));
        if (cancelled) return;
        setState('searching');
        const lists = await Promise.all(
          versionsToSearch.map(async (version) => {
            const found = await searchByWorker(version.indexUrl, context, query, LIMIT);
            return found.map((result) => ({ version, result }));
          }),
        );
        if (cancelled) return;
        setAnswer({
          scope: `${selectedKey}\n${context}`,
          results: interleave(lists, (r) => `${r.result.document.u}${r.result.document.h ?? ''}`, LIMIT),
        });
        setState('done');
      } catch (error) {
        if (cancelled) return;
        setFailure(error instanceof Error ? error.message : String(error));
        setState('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [isBrowser, query, context, selectedKey, versions]);

  function update(next: { q?: string; version?: string }) {
    const search = new URLSearchParams(location.search);
    if (next.q !== undefined) {
      if (next.q) search.set('q', next.q);
      else search.delete('q');
    }
    if (next.version !== undefined) search.set('version', next.version);
    history.replace({ search: search.toString() });
  }

  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  const multi = selected.length > 1;

  return (
    <main className="container margin-vert--lg">
      <Head>
        {/* Indexable on purpose: every results URL (?q=…) names /search/ as its canonical page, so
            search engines keep one entry for it instead of one per query. */}
        <meta
          name="description"
          content="Search the BigBlueButton and Greenlight documentation, in one release or in all of them."
        />
        <title>{`${heading} | ${siteConfig.title}`}</title>
      </Head>
      <h1>{heading}</h1>
      <form
        className={styles.form}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: input.trim() });
        }}
      >
        <div className={styles.field}>
          <label htmlFor="search-page-q">Search for</label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            className={styles.input}
            value={input}
            autoComplete="off"
            onChange={(e) => {
              setInput(e.target.value);
              written.current.push(e.target.value);
              update({ q: e.target.value });
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="search-page-version">In version</label>
          <select
            id="search-page-version"
            name="version"
            className={styles.select}
            value={selectValue}
            onChange={(e) => update({ version: e.target.value })}
          >
            {versions.map((v) => (
              <option key={v.name} value={versionParam(v, siteConfig.baseUrl)}>
                BigBlueButton {v.label}
              </option>
            ))}
            <option value={ALL}>All versions</option>
          </select>
        </div>
      </form>
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <div role="status" aria-live="polite" className={styles.status}>
        {statusText(query && isBrowser ? state : 'idle', current, failure, multi ? null : selected[0])}
      </div>
      <section aria-label="Search results" className={styles.results} ref={resultsRef}>
        {current?.slice(0, shown).map((item) => (
          <ResultItem
            key={`${item.version.name}:${item.result.document.u}${item.result.document.h ?? ''}`}
            item={item}
            showVersion
          />
        ))}
        {current && current.length > shown ? (
          <button type="button" className={clsx('button button--secondary', styles.more)} onClick={showMore}>
            Show {Math.min(PAGE_SIZE, current.length - shown)} more results ({current.length - shown} not shown)
          </button>
        ) : null}
      </section>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

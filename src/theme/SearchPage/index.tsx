/**
 * The search page (replaces the search plugin's @theme/SearchPage; the plugin's
 * index and worker are used as they are). Adds what the plugin's page lacks:
 * - a version selector: the version being read by default, or all versions;
 * - every result names its version and its section (breadcrumbs);
 * - switching version re-runs the search at once, without a reload;
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
import {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { excerpt, interleave, splitMatches, versionParam, type SearchVersion } from '@site/src/lib/searchResults';

import styles from './styles.module.css';

const ALL = 'all';
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

function SearchPageContent(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const versions = useSearchVersions();
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const context = params.get('ctx') ?? '';
  const versionValue = params.get('version');

  const selected: SearchVersion[] = useMemo(() => {
    if (versionValue === ALL) return versions;
    const byParam = versions.find((v) => versionParam(v, siteConfig.baseUrl) === (versionValue ?? '\0'));
    if (byParam) return [byParam];
    const preferred = versions.find((v) => v.name === preferredVersion?.name);
    return [preferred ?? versions.find((v) => v.indexUrl === siteConfig.baseUrl) ?? versions[0]];
  }, [versionValue, versions, preferredVersion, siteConfig.baseUrl]);
  const selectValue = versionValue === ALL ? ALL : versionParam(selected[0], siteConfig.baseUrl);
  // The search re-runs only when the query or the chosen indexes change, not on every render.
  const selectedKey = selected.map((v) => v.indexUrl).join(' ');

  const [input, setInput] = useState(query);
  useEffect(() => setInput(query), [query]);
  const [results, setResults] = useState<VersionedResult[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'slow' | 'done' | 'failed'>('idle');
  const [shown, setShown] = useState(PAGE_SIZE);
  const resultsRef = useRef<HTMLElement>(null);
  // A new list starts again with its first results.
  useEffect(() => setShown(PAGE_SIZE), [results]);

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
    if (state !== 'loading') return undefined;
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'slow' : current)), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!isBrowser || !query.trim()) {
      setResults(null);
      setState('idle');
      return undefined;
    }
    let cancelled = false;
    setState('loading');
    const versionsToSearch = versions.filter((v) => selectedKey.split(' ').includes(v.indexUrl));
    (async () => {
      try {
        const lists = await Promise.all(
          versionsToSearch.map(async (version) => {
            await fetchIndexesByWorker(version.indexUrl, context);
            const found = await searchByWorker(version.indexUrl, context, query, LIMIT);
            return found.map((result) => ({ version, result }));
          }),
        );
        if (cancelled) return;
        setResults(interleave(lists, (r) => `${r.result.document.u}${r.result.document.h ?? ''}`, LIMIT));
        setState('done');
      } catch {
        if (!cancelled) setState('failed');
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
      <div role="status" aria-live="polite" className={styles.status}>
        {state === 'loading' ? 'Searching…' : null}
        {state === 'slow'
          ? 'Still loading the search index. It is large and your connection seems slow: results appear when it arrives, or reload the page to try again.'
          : null}
        {state === 'failed' ? 'The search index could not be loaded. Check your connection and reload the page.' : null}
        {state === 'done' && results
          ? results.length
            ? `${results.length} ${results.length === 1 ? 'result' : 'results'} in ${multi ? 'all versions' : `BigBlueButton ${selected[0].label}`}`
            : 'No results'
          : null}
      </div>
      <section aria-label="Search results" className={styles.results} ref={resultsRef}>
        {results?.slice(0, shown).map((item) => (
          <ResultItem
            key={`${item.version.name}:${item.result.document.u}${item.result.document.h ?? ''}`}
            item={item}
            showVersion
          />
        ))}
        {results && results.length > shown ? (
          <button type="button" className={clsx('button button--secondary', styles.more)} onClick={showMore}>
            Show {Math.min(PAGE_SIZE, results.length - shown)} more results ({results.length - shown} not shown)
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

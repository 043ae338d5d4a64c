/**
 * The search page (/search/, added by plugins/search-local). Its state (the
 * URL's parameters, the field, the results) lives in ./useSearchPage.ts; this
 * file is its markup:
 * - a field and a version selector (the version being read by default, or all
 *   versions); switching version re-runs the search at once;
 * - every result names its version and its section (breadcrumbs), its matches
 *   drawn as <mark> by React (no HTML strings);
 * - notes for URL values that were not understood, a status line, and on a
 *   failure a message with a Retry;
 * - without JavaScript, a note that search needs it, with links to the sitemap
 *   and the plain-text index of the docs.
 * URL parameters: q (text), version (index path, e.g. "2.6/"; "2.6" and "3.0"
 * work too), ctx (a search context of config/search.ts).
 */
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { PART } from '@site/plugins/search-local/engine';
import { excerpt, splitMatches } from '@site/src/lib/searchResults';
import { resultUrl, versionParam, type SearchVersion } from '@site/src/lib/searchScope';

import {
  ALL,
  useSearchField,
  useSearchRequest,
  useSearchResults,
  useSearchVersions,
  useUpdateSearchUrl,
  type SearchResults,
  type VersionedResult,
} from './useSearchPage';

import styles from './styles.module.css';

/** Results rendered at first and added by each "Show more": a long list at once is slow to draw on a phone. */
const PAGE_SIZE = 25;

function Highlighted({ text, tokens }: { text: string; tokens: readonly string[] }): ReactNode {
  return (
    <>{splitMatches(text, tokens).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}

function ResultItem({ item, showVersion }: { item: VersionedResult; showVersion: boolean }): ReactNode {
  const { document, type, page, tokens } = item.result;
  const isTitle = type === PART.title;
  const isContent = type === PART.content || type === PART.description || type === PART.keywords;
  const parent = page || undefined;
  const title = isContent ? (document.s ?? parent?.t ?? document.t) : document.t;
  const crumbs = [...((isTitle ? document.b : parent?.b) ?? [])];
  if (!isTitle && parent) crumbs.push(parent.t);
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={resultUrl(document.u, document.h, tokens)}>
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
function statusText({ state, results }: SearchResults, version: SearchVersion | null): string {
  if (state === 'idle' || state === 'failed') return '';
  if (!results) return 'Searching…';
  if (!results.length) return 'No results';
  return `${results.length} ${results.length === 1 ? 'result' : 'results'} in ${version ? `BigBlueButton ${version.label}` : 'all versions'}`;
}

function failureText({ failure }: SearchResults): string {
  if (!failure) return '';
  if (failure.kind === 'worker') return 'The search code could not be loaded.';
  if (failure.status) return `The search index could not be loaded: the server answered ${failure.status}.`;
  return 'The search index could not be loaded. Check your connection: the search runs again when it is back.';
}

function SearchPageContent(): ReactNode {
  const isBrowser = useIsBrowser();
  const { siteConfig } = useDocusaurusContext();
  const versions = useSearchVersions();
  const request = useSearchRequest(versions);
  const { query, selected, selectValue, notes } = request;
  const update = useUpdateSearchUrl();
  const { input, onChange } = useSearchField(query, update);
  const found = useSearchResults(request);
  const { results } = found;
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
      <noscript>
        <p className={styles.note}>
          Search needs JavaScript. Without it, find a page in the{' '}
          <a href={`${siteConfig.baseUrl}sitemap.xml`}>sitemap</a> or in the{' '}
          <a href={`${siteConfig.baseUrl}llms.txt`}>plain-text list of the docs pages</a>.
        </p>
      </noscript>
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
            onChange={(e) => onChange(e.target.value)}
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
        {query && isBrowser ? statusText(found, multi ? null : selected[0]) : ''}
      </div>
      {found.state === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {failureText(found)}{' '}
          <button type="button" className="button button--secondary button--sm" onClick={found.retry}>
            Retry
          </button>
        </p>
      ) : null}
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

/**
 * The navbar search's popup (loaded on demand by ./index.tsx): asks the
 * search worker (plugins/search-local/client/searchClient.ts) for the results
 * of the query in the version being read and renders them as the combobox's
 * listbox, with the footer links of the spec ("See all results", and on a page
 * of a search context "See all results in {context}" and "See results outside
 * {context}").
 *
 * The box owns the keyboard: this component reports its options (`onOptions`)
 * and draws the one the box marks active. While the index loads, the box shows
 * its loading ring (`onStatus`); a failure ends in a message with a Retry.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { searchOptions } from '@site/config/search';
import { PART } from '@site/plugins/search-local/engine';
import {
  loadIndex,
  search,
  SearchFailure,
  type IndexLocation,
  type SearchHit,
} from '@site/plugins/search-local/client/searchClient';
import { excerpt, splitMatches } from '@site/src/lib/searchResults';
import { inContext, resultUrl, searchPageUrl, siteAnswers } from '@site/src/lib/searchScope';

import type { SearchScope } from './useSearchScope';

import styles from './styles.module.css';

export interface SearchOption {
  id: string;
  href: string;
}

export type DropdownStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface DropdownProps {
  listboxId: string;
  open: boolean;
  query: string;
  scope: SearchScope;
  /** Index of the active option, -1 for none. */
  active: number;
  onOptions: (options: SearchOption[]) => void;
  onStatus: (status: DropdownStatus) => void;
  onPick: (href: string) => void;
  onHover: (index: number) => void;
}

/** Results asked for on a page of a search context, before keeping those in it. */
const CONTEXT_POOL = 60;
/** Longest excerpt under a result, in characters. */
const EXCERPT_LENGTH = 90;

/** Starts loading a version's index (and the worker) before the first query. */
export function preloadIndex(location: IndexLocation): void {
  // A failure here is shown by the search that needs the index.
  loadIndex(location).catch(() => undefined);
}

interface Answer {
  /** The query and index these results answer. */
  key: string;
  hits: SearchHit[];
  /** From titles and headings only, while the section texts are being indexed. */
  partial: boolean;
}

function Highlighted({ text, tokens }: { text: string; tokens: readonly string[] }): ReactNode {
  return (
    <>{splitMatches(text, tokens).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}

function failureText(failure: SearchFailure): string {
  if (failure.kind === 'worker') return 'The search code could not be loaded.';
  if (failure.status) return `The search index could not be loaded (the server answered ${failure.status}).`;
  return 'The search index could not be loaded. Check your connection.';
}

export default function Dropdown({
  listboxId,
  open,
  query,
  scope,
  active,
  onOptions,
  onStatus,
  onPick,
  onHover,
}: DropdownProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { location, context, version } = scope;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const text = query.trim();
  const key = `${location.base}\n${text}`;
  const limit = searchOptions.dropdownResults;

  useEffect(() => {
    if (!open || !text) return undefined;
    let live = true;
    onStatus('loading');
    search(location, text, context ? CONTEXT_POOL : limit, (hits) => {
      if (live) setAnswer({ key, hits, partial: true });
    }).then(
      (hits) => {
        if (!live) return;
        setFailure(null);
        setAnswer({ key, hits, partial: false });
        onStatus('done');
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(error instanceof SearchFailure ? error : new SearchFailure(String(error), 'index'));
        onStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [open, text, key, location, context, limit, attempt, onStatus]);

  const retry = async () => {
    // The worker's file is missing while the site answers: this page is older than the site's files.
    if (failure?.kind === 'worker' && (await siteAnswers(siteConfig.baseUrl))) {
      window.location.reload();
      return;
    }
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  const current = answer?.key === key ? answer : null;
  const hits = useMemo(() => {
    const all = current?.hits ?? [];
    const kept = context ? all.filter((hit) => inContext(hit.document.u, location.base, context)) : all;
    return kept.slice(0, limit);
  }, [current, context, location.base, limit]);

  const links = useMemo(() => {
    if (!text) return [];
    const version = scope.versionParam;
    if (!context) return [{ label: 'See all results', href: searchPageUrl(siteConfig.baseUrl, text, version) }];
    return [
      {
        label: `See all results in ${context.label}`,
        href: searchPageUrl(siteConfig.baseUrl, text, version, context.path),
      },
      { label: `See results outside ${context.label}`, href: searchPageUrl(siteConfig.baseUrl, text, version) },
    ];
  }, [text, context, scope.versionParam, siteConfig.baseUrl]);

  const options = useMemo(
    () => [
      ...hits.map((hit, i) => ({
        id: `${listboxId}-r${i}`,
        href: resultUrl(hit.document.u, hit.document.h, hit.tokens),
      })),
      ...links.map((link, i) => ({ id: `${listboxId}-l${i}`, href: link.href })),
    ],
    [hits, links, listboxId],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  const answered = !!current && !failure;
  const summary = failure
    ? ''
    : !current
      ? 'Searching…'
      : hits.length
        ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}${current.partial ? ', more loading' : ''}`
        : current.partial
          ? 'Searching…'
          : 'No results';

  return (
    <div className={styles.dropdown} hidden={!open}>
      <div
        id={listboxId}
        role="listbox"
        aria-label={`Search results in BigBlueButton ${version.label}`}
        aria-busy={!answered || current.partial}
        data-query={current ? text : undefined}
        className={styles.listbox}
      >
        {hits.map((hit, i) => {
          const { document, type, page, tokens } = hit;
          const title = type === PART.content ? (document.s ?? document.t) : document.t;
          const parent = page || undefined;
          const option = options[i];
          return (
            <a
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={active === i}
              href={option.href}
              tabIndex={-1}
              className={clsx(styles.option, active === i && styles.optionActive)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => active !== i && onHover(i)}
              onClick={(event) => {
                event.preventDefault();
                onPick(option.href);
              }}
            >
              <span className={styles.optionTitle}>
                <Highlighted text={title} tokens={tokens} />
              </span>
              {type === PART.content ? (
                <span className={styles.optionText}>
                  <Highlighted text={excerpt(document.t, tokens, EXCERPT_LENGTH)} tokens={tokens} />
                </span>
              ) : null}
              {parent ? <span className={styles.optionPage}>{parent.t}</span> : null}
            </a>
          );
        })}
        {links.map((link, i) => {
          const index = hits.length + i;
          const option = options[index];
          return (
            <a
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={active === index}
              href={option.href}
              tabIndex={-1}
              className={clsx(styles.option, styles.footerLink, active === index && styles.optionActive)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => active !== index && onHover(index)}
              onClick={(event) => {
                event.preventDefault();
                onPick(option.href);
              }}
            >
              {link.label}
            </a>
          );
        })}
      </div>
      {failure ? (
        <p className={styles.note} role="alert">
          {failureText(failure)}{' '}
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            Retry
          </button>
        </p>
      ) : (
        <p className={clsx(styles.summary, !hits.length && answered && styles.empty)} role="status">
          {summary}
        </p>
      )}
    </div>
  );
}

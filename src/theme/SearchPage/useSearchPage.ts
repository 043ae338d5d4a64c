/**
 * The search page's state, apart from its markup (./index.tsx):
 * - `useSearchVersions`: the docs versions and their indexes;
 * - `useSearchRequest`: what the URL asks for (`q`, `version`, `ctx`), checked:
 *   `version` may be written `2.6`, `2.6/` or `3.0` (the latest); values that
 *   name no version or context fall back to the defaults, with a note;
 * - `useSearchField`: the text field, which the URL follows as the reader
 *   types, and which follows the URL when it changes otherwise (a link, back);
 * - `useSearchResults`: the results of the request, from the search worker
 *   (the navbar search's engine), with a failure state and a retry that works;
 *   in a search of all versions, those of a version the query names come first.
 */
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { searchOptions } from '@site/config/search';
import type { SearchGlobalData } from '@site/plugins/search-local';
import { search, SearchFailure, type SearchHit } from '@site/plugins/search-local/client/searchClient';
import { steerByVersion } from '@site/plugins/search-local/queryWords';
import { interleave } from '@site/src/lib/searchResults';
import {
  inContext,
  siteAnswers,
  versionFromParam,
  versionIndexUrl,
  versionParam,
  type SearchContextOption,
  type SearchVersion,
} from '@site/src/lib/searchScope';

export const ALL = 'all';
/** Results asked of each version's index. */
const LIMIT = 100;

export interface VersionedResult {
  version: SearchVersion;
  result: SearchHit;
}

export function useSearchVersions(): SearchVersion[] {
  const { siteConfig } = useDocusaurusContext();
  const versions = useVersions(undefined);
  return useMemo(
    () => versions.map((v) => ({ name: v.name, label: v.label, indexUrl: versionIndexUrl(v, siteConfig.baseUrl) })),
    [versions, siteConfig.baseUrl],
  );
}

/** What a search page URL asks for, once checked. */
export interface SearchRequest {
  query: string;
  context?: SearchContextOption;
  selected: SearchVersion[];
  /** The version selector's value: a version's parameter or ALL. */
  selectValue: string;
  /** What was not understood in the URL, and what is searched instead. */
  notes: string[];
}

/** Reads a search page URL's parameters (`search`: its query string). */
export function readSearchRequest(
  search: string,
  versions: readonly SearchVersion[],
  fallback: SearchVersion,
  baseUrl: string,
  contexts: readonly SearchContextOption[],
): SearchRequest {
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  const ctx = params.get('ctx') ?? '';
  const versionValue = params.get('version');
  const notes: string[] = [];
  const all = versionValue?.trim().toLowerCase() === ALL;
  const named = versionValue === null || all ? undefined : versionFromParam(versionValue, versions, baseUrl);
  if (versionValue !== null && !all && !named) {
    notes.push(`There is no version "${versionValue}": showing BigBlueButton ${fallback.label}.`);
  }
  const context = contexts.find((c) => c.path === ctx);
  if (ctx && !context) notes.push(`There is no search section "${ctx}": searching all sections.`);
  const selected = all ? [...versions] : [named ?? fallback];
  const selectValue = all ? ALL : versionParam(selected[0], baseUrl);
  return { query, context, selected, selectValue, notes };
}

export function useSearchRequest(versions: SearchVersion[]): SearchRequest {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  return useMemo(() => {
    const fallback =
      versions.find((v) => v.name === preferredVersion?.name) ??
      versions.find((v) => v.indexUrl === siteConfig.baseUrl) ??
      versions[0];
    // The server renders the page without a query: the results are the browser's.
    return readSearchRequest(isBrowser ? search : '', versions, fallback, siteConfig.baseUrl, searchOptions.contexts);
  }, [isBrowser, search, versions, preferredVersion, siteConfig.baseUrl]);
}

/** Writes parameters into the URL (replacing the history entry: each keystroke is not a page). */
export function useUpdateSearchUrl(): (next: { q?: string; version?: string }) => void {
  const history = useHistory();
  const location = useLocation();
  return useCallback(
    (next) => {
      const params = new URLSearchParams(location.search);
      if (next.q !== undefined) {
        if (next.q) params.set('q', next.q);
        else params.delete('q');
      }
      if (next.version !== undefined) params.set('version', next.version);
      history.replace({ search: params.toString() });
    },
    [history, location.search],
  );
}

/**
 * The text field: the reader's. The URL follows it; it follows the URL only
 * when the URL changes otherwise (a link, back or forward), never from the
 * field's own later updates arriving.
 */
export function useSearchField(query: string, update: (next: { q: string }) => void) {
  const [input, setInput] = useState(query);
  /** Queries the field has written to the URL that the URL has not reached yet, oldest first. */
  const written = useRef<string[]>([]);
  useEffect(() => {
    const own = written.current.indexOf(query);
    if (own >= 0) written.current.splice(0, own + 1);
    else setInput(query);
  }, [query]);
  const onChange = useCallback(
    (value: string) => {
      setInput(value);
      written.current.push(value);
      update({ q: value });
    },
    [update],
  );
  return { input, onChange };
}

/** Where the results are: `loading` while an index loads or a search runs. */
export type SearchState = 'idle' | 'loading' | 'done' | 'failed';

export interface SearchResults {
  state: SearchState;
  /** Results of the request now in the URL, or null while they are not known. */
  results: VersionedResult[] | null;
  failure: SearchFailure | null;
  retry: () => void;
}

export function useSearchResults({ query, context, selected }: SearchRequest): SearchResults {
  const { siteConfig } = useDocusaurusContext();
  const { stamp } = usePluginData('search-local') as SearchGlobalData;
  const [answer, setAnswer] = useState<{ key: string; results: VersionedResult[] } | null>(null);
  const [state, setState] = useState<SearchState>('idle');
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const text = query.trim();
  const key = `${selected.map((v) => v.indexUrl).join(' ')}\n${context?.path ?? ''}\n${text}`;

  useEffect(() => {
    if (!text) {
      setState('idle');
      return undefined;
    }
    let live = true;
    setState('loading');
    Promise.all(
      selected.map(async (version) => {
        const hits = await search({ base: version.indexUrl, stamp }, text, LIMIT);
        return hits
          .filter((hit) => !context || inContext(hit.document.u, version.indexUrl, context))
          .map((result) => ({ version, result }));
      }),
    ).then(
      (lists) => {
        if (!live) return;
        setFailure(null);
        const merged = interleave(lists, (r) => `${r.result.document.u}${r.result.document.h ?? ''}`, LIMIT);
        // Searching several versions, a query that names one (`2.7`, `focal-270`) has that version's results first.
        const results = selected.length > 1 ? steerByVersion(merged, (r) => r.version.name, text) : merged;
        setAnswer({ key, results });
        setState('done');
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(error instanceof SearchFailure ? error : new SearchFailure(String(error), 'index'));
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
    // `key` names the query, versions and context: the search runs again when it changes.
  }, [key, stamp, attempt]);

  const retry = useCallback(() => {
    void (async () => {
      // The worker's file is missing while the site answers: this page is older than the site's files.
      if (failure?.kind === 'worker' && (await siteAnswers(siteConfig.baseUrl))) {
        window.location.reload();
        return;
      }
      setAttempt((n) => n + 1);
    })();
  }, [failure, siteConfig.baseUrl]);

  // Back online after a failure: try again without waiting for the reader.
  useEffect(() => {
    if (state !== 'failed') return undefined;
    const onOnline = () => setAttempt((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [state]);

  return { state, results: answer?.key === key && text ? answer.results : null, failure, retry };
}

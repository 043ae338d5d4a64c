/**
 * What the navbar search searches: the docs version being read (on other
 * pages the reader's preferred version, else the latest), and the search
 * context (config/search.ts) the page is in, if any.
 */
import { useActiveDocContext, useDocsPreferredVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useMemo } from 'react';

import { searchOptions } from '@site/config/search';
import type { SearchGlobalData } from '@site/plugins/search-local';
import type { IndexLocation } from '@site/plugins/search-local/client/protocol';
import {
  contextOf,
  versionIndexUrl,
  versionParam,
  type SearchContextOption,
  type SearchVersion,
} from '@site/src/lib/searchScope';

export interface SearchScope {
  version: SearchVersion;
  /** The version's `version` parameter on the search page. */
  versionParam: string;
  /** Where the version's index files are. */
  location: IndexLocation;
  /** The part of the docs the page is in, which the dropdown searches first. */
  context?: SearchContextOption;
}

export function useSearchScope(): SearchScope {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { activeVersion } = useActiveDocContext(undefined);
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  const latest = useLatestVersion(undefined);
  const { stamp } = usePluginData('search-local') as SearchGlobalData;
  const chosen = activeVersion ?? preferredVersion ?? latest;
  const { baseUrl } = siteConfig;
  // Memoised on plain values: the version objects the hooks give may be new on every render,
  // and a new scope would start the dropdown's search again.
  const indexUrl = versionIndexUrl(chosen, baseUrl);
  const version = useMemo<SearchVersion>(
    () => ({ name: chosen.name, label: chosen.label, indexUrl }),
    [chosen.name, chosen.label, indexUrl],
  );
  const location = useMemo<IndexLocation>(() => ({ base: indexUrl, stamp }), [indexUrl, stamp]);
  const context = contextOf(pathname, indexUrl, searchOptions.contexts);
  return useMemo(
    () => ({ version, versionParam: versionParam(version, baseUrl), location, context }),
    [version, baseUrl, location, context],
  );
}

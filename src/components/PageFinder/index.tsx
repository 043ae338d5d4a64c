import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { pathWords, type RouteVersion } from '@site/src/lib/docRoutes';

import type { PageSuggestionsProps } from './Suggestions';
import styles from './styles.module.css';

const loadSuggestions: PartLoader<PageSuggestionsProps> = () =>
  import(/* webpackChunkName: "page-suggestions" */ './Suggestions');

/**
 * Helps a reader who followed a broken link: the same page in other
 * versions, the closest pages by path (./Suggestions.tsx, loaded on demand),
 * and a search pre-filled with the path's words. Everything comes from the
 * build's route map; no request leaves the site.
 */
export default function PageFinder(): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const allDocs = useAllDocsData();
  const versions: RouteVersion[] = Object.values(allDocs).flatMap((plugin) => plugin.versions);
  // The first words of the path, as the suggestions read them (an address can hold 8 KB).
  const words = pathWords(pathname.slice(0, 400)).slice(0, 8).join(' ');

  return (
    <div className={styles.finder}>
      {/* The static 404.html is rendered once for every unknown path: suggestions need the real URL. */}
      {isBrowser ? (
        <LazyPart
          load={loadSuggestions}
          props={{ pathname, versions }}
          loading={null}
          failed={(retry) => (
            <p>
              <RetryNote onRetry={retry}>Suggestions of pages could not be loaded.</RetryNote>
            </p>
          )}
        />
      ) : null}
      <section aria-labelledby="finder-search">
        <Heading as="h2" id="finder-search">
          Search the docs
        </Heading>
        <form action="/search/" method="get" role="search" className={styles.search}>
          <label htmlFor="finder-q">Search for</label>
          <input id="finder-q" name="q" type="search" defaultValue={isBrowser ? words : ''} key={words} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </section>
    </div>
  );
}

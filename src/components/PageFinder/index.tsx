import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import {
  closestPages,
  labelForId,
  pathWords,
  samePageInVersions,
  versionOfPath,
  type RouteVersion,
  type Suggestion,
} from '@site/src/lib/docRoutes';

import styles from './styles.module.css';

function SuggestionList({ items, showVersion }: { items: Suggestion[]; showVersion: boolean }): ReactNode {
  return (
    <ul>
      {items.map(({ version, doc }) => (
        <li key={doc.path}>
          <Link to={doc.path}>{labelForId(doc.id)}</Link>
          {showVersion ? <span className={styles.version}> — BigBlueButton {version.label}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Helps a reader who followed a broken link: the same page in other
 * versions, the closest pages by path, and a search pre-filled with the
 * path's words. Everything comes from the build's route map; no request
 * leaves the site.
 */
export default function PageFinder(): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const allDocs = useAllDocsData();
  const versions: RouteVersion[] = Object.values(allDocs).flatMap((plugin) => plugin.versions);
  const words = pathWords(pathname).join(' ');
  // The static 404.html is rendered once for every unknown path: suggestions need the real URL.
  const current = isBrowser ? versionOfPath(versions, pathname) : undefined;
  const same = isBrowser ? samePageInVersions(versions, pathname) : [];
  const sameKeys = new Set(same.map((s) => s.doc.path));
  const closest = isBrowser ? closestPages(versions, pathname, current).filter((s) => !sameKeys.has(s.doc.path)) : [];

  return (
    <div className={styles.finder}>
      {same.length > 0 ? (
        <section aria-labelledby="finder-same">
          <Heading as="h2" id="finder-same">
            This page in other versions
          </Heading>
          <SuggestionList items={same} showVersion />
        </section>
      ) : null}
      {closest.length > 0 ? (
        <section aria-labelledby="finder-closest">
          <Heading as="h2" id="finder-closest">
            Did you mean
          </Heading>
          <SuggestionList items={closest} showVersion />
        </section>
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

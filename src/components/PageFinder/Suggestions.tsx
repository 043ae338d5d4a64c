/**
 * The page finder's suggestions (src/components/PageFinder): the same page in
 * other versions and the closest pages by path. Computed in the browser only,
 * from the build's route map, and loaded on demand: the doc layout carries the
 * not-found page, so what only that page needs stays out of every doc page's
 * first load.
 */
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import { versionOfPath, type RouteVersion } from '@site/src/lib/docRoutes';
import { closestPages, labelForId, samePageInVersions, type Suggestion } from '@site/src/lib/pageSuggestions';

import styles from './styles.module.css';

function SuggestionList({ items }: { items: Suggestion[] }): ReactNode {
  return (
    <ul>
      {items.map(({ version, doc }) => (
        <li key={doc.path}>
          <Link to={doc.path}>{labelForId(doc.id)}</Link>
          <span className={styles.version}> — BigBlueButton {version.label}</span>
        </li>
      ))}
    </ul>
  );
}

export interface PageSuggestionsProps {
  /** The unknown path the reader asked for. */
  pathname: string;
  versions: RouteVersion[];
}

export default function PageSuggestions({ pathname, versions }: PageSuggestionsProps): ReactNode {
  const current = versionOfPath(versions, pathname);
  const same = samePageInVersions(versions, pathname);
  const sameKeys = new Set(same.map((s) => s.doc.path));
  const closest = closestPages(versions, pathname, current).filter((s) => !sameKeys.has(s.doc.path));
  return (
    <>
      {same.length > 0 ? (
        <section aria-labelledby="finder-same">
          <Heading as="h2" id="finder-same">
            This page in other versions
          </Heading>
          <SuggestionList items={same} />
        </section>
      ) : null}
      {closest.length > 0 ? (
        <section aria-labelledby="finder-closest">
          <Heading as="h2" id="finder-closest">
            Did you mean
          </Heading>
          <SuggestionList items={closest} />
        </section>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { VERSIONS_OLDEST_FIRST, defaultComparison } from '@site/src/data/api/diff';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import StaticIsland from '@site/src/components/StaticIsland';
import ChangesTable from './Table';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiReleaseChangesProps {
  /** Docs version of the page: the default comparison is from the release before it (the oldest: to the next one). */
  version: DocVersion;
}

/** The table of another comparison, rendered in the browser: its code is fetched when the reader asks for one. */
const LazyTable = lazy(() => import('./Table'));

function isVersion(value: string | null): value is DocVersion {
  return VERSIONS_OLDEST_FIRST.some((version) => version === value);
}

/** A docs version named by itself or by its release number (`2.5-legacy` or `2.5`). */
function versionNamed(value: string | null): DocVersion | undefined {
  return VERSIONS_OLDEST_FIRST.find((version) => version === value || releaseOf(version) === value);
}

/** A comparison named in the page address (`?from=2.6&to=3.0`), as the install pages link it. */
function comparisonInAddress(): { from: DocVersion; to: DocVersion } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  const from = versionNamed(params.get('from'));
  const to = versionNamed(params.get('to'));
  return from && to && from !== to ? { from, to } : null;
}

/**
 * "Changes since <previous release>": the computed differences between two
 * releases (src/data/api/diff.ts). The default comparison is static HTML,
 * kept as built (a StaticIsland: in search and in the Markdown twin); the
 * form compares any two releases in the browser, and a page address with
 * `?from=…&to=…` opens on that comparison.
 */
export default function ApiReleaseChanges({ version: pageVersion }: OnPage<ApiReleaseChangesProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const initial = defaultComparison(version);
  // One comparison per page: fixed ids, the same in the server's HTML and in the browser.
  const id = 'api-compare';
  const [from, setFrom] = useState<DocVersion>(initial.from);
  const [to, setTo] = useState<DocVersion>(initial.to);
  const [shown, setShown] = useState<{ from: DocVersion; to: DocVersion } | null>(null);

  useEffect(() => {
    const asked = comparisonInAddress();
    if (!asked || (asked.from === initial.from && asked.to === initial.to)) return;
    setFrom(asked.from);
    setTo(asked.to);
    setShown(asked);
  }, [initial.from, initial.to]);

  const compare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const isDefault = from === initial.from && to === initial.to;
    setShown(isDefault ? null : { from, to });
  };

  const options = VERSIONS_OLDEST_FIRST.map((candidate) => (
    <option key={candidate} value={candidate}>
      {releaseOf(candidate)}
    </option>
  ));
  const other = shown && shown.from !== shown.to ? shown : null;
  return (
    <div className={styles.changes}>
      <form className={styles.form} onSubmit={compare} aria-label="Compare two releases" {...NOT_IN_SEARCH}>
        <label htmlFor={`${id}-from`}>Compare</label>
        <select
          id={`${id}-from`}
          name="from"
          value={from}
          onChange={(event) => isVersion(event.target.value) && setFrom(event.target.value)}
        >
          {options}
        </select>
        <label htmlFor={`${id}-to`}>with</label>
        <select
          id={`${id}-to`}
          name="to"
          value={to}
          onChange={(event) => isVersion(event.target.value) && setTo(event.target.value)}
        >
          {options}
        </select>
        <button type="submit" className="button button--secondary button--sm">
          Compare
        </button>
      </form>
      {/* In the search index: a reader searching for what changed between two releases lands here. */}
      <div hidden={other !== null}>
        <StaticIsland>
          <ChangesTable version={version} from={initial.from} to={initial.to} />
        </StaticIsland>
      </div>
      <div aria-live="polite">
        {other && (
          <Suspense fallback={<p>Comparing…</p>}>
            <LazyTable version={version} from={other.from} to={other.to} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

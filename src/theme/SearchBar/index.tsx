/**
 * Wraps the search plugin's SearchBar (@easyops-cn/docusaurus-search-local)
 * so that its code (the bar itself, mark.js for highlighting, the worker
 * client) is not part of every page's first load.
 *
 * Until it is needed, a look-alike input stands in its place: same box, label
 * and shortcut hint. The plugin's bar is loaded (a dynamic import) when the
 * reader types in that input or points at or touches it, on the search shortcut
 * (mod+k), or at once on a page opened with search terms to highlight
 * (`?_highlight=`). The plugin's bar is mounted hidden next to the stand-in;
 * once it has done its own start-up work, it replaces the stand-in in one
 * step, taking over what was typed, the caret and the focus, and its own
 * shortcut handler takes over from the stand-in's.
 *
 * If the bar's code cannot be loaded (offline, a blocked file), the page stays as
 * it is and the box says so: Enter opens the search page, and a retry loads
 * the bar again (SearchBarUnavailable).
 *
 * The stand-in needs no storage. On the server and at hydration only the
 * stand-in is rendered. No Suspense boundary is involved: the handoff needs
 * the bar and its readiness probe to mount in the same render.
 */
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { searchOptions } from '@site/config/search';

import type { Handoff, handOff as HandOffFunction } from '@site/src/lib/searchBarHandoff';

import styles from './styles.module.css';

type HandOff = typeof HandOffFunction;
type Props = WrapperProps<typeof SearchBarType>;

const options: Partial<SearchOptions> = searchOptions;
const SHORTCUT = options.searchBarShortcut === false ? null : (options.searchBarShortcutKeymap ?? 'mod+k');
const HIGHLIGHT_PARAM = '_highlight';

let originalLoaded = false;

/** Hands the stand-in's text, caret and focus to the plugin's bar; loaded with the bar (src/lib/searchBarHandoff.ts). */
let handOff: HandOff | null = null;

function loadOriginal(): Promise<{ default: ComponentType<Props> }> {
  return Promise.all([import('@theme-original/SearchBar'), import('@site/src/lib/searchBarHandoff')]).then(
    ([module, handoffModule]: [{ default: ComponentType<Props> }, { handOff: HandOff }]) => {
      handOff = handoffModule.handOff;
      originalLoaded = true;
      return module;
    },
  );
}

/** The plugin's bar once loaded; if its code cannot be loaded (offline), SearchBarUnavailable. */
let loadedBar: ComponentType<Props> | null = null;
let loadingBar: Promise<ComponentType<Props>> | null = null;

function loadBar(): Promise<ComponentType<Props>> {
  loadingBar ??= loadOriginal().then(
    (module) => (loadedBar = module.default),
    () => {
      // The next page, or the reader's retry, tries again.
      loadingBar = null;
      return SearchBarUnavailable;
    },
  );
  return loadingBar;
}

let macPlatform: boolean | undefined;

/**
 * Whether the reader's system is macOS (the shortcut is Cmd there, Ctrl
 * elsewhere). Read once per page load: the first read of the platform is a
 * measurable part of the work after hydration on a slow phone.
 */
function isMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (macPlatform === undefined) {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
    macPlatform = /mac/i.test(platform || navigator.userAgent || '');
  }
  return macPlatform;
}

interface Keymap {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** The plugin's keymap syntax: `mod` is Cmd on macOS and Ctrl elsewhere. */
function parseKeymap(keymap: string, mac: boolean): Keymap {
  const result: Keymap = { key: '', ctrl: false, meta: false, alt: false, shift: false };
  for (const part of keymap
    .toLowerCase()
    .split('+')
    .map((p) => p.trim())) {
    if (part === 'ctrl') result.ctrl = true;
    else if (part === 'cmd') result.meta = true;
    else if (part === 'mod') result[mac ? 'meta' : 'ctrl'] = true;
    else if (part === 'alt') result.alt = true;
    else if (part === 'shift') result.shift = true;
    else result.key = part;
  }
  return result;
}

function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean {
  return (
    !!event.key &&
    event.key.toLowerCase() === keymap.key &&
    event.ctrlKey === keymap.ctrl &&
    event.metaKey === keymap.meta &&
    event.altKey === keymap.alt &&
    event.shiftKey === keymap.shift
  );
}

function keymapHints(keymap: Keymap, mac: boolean): string[] {
  const hints: string[] = [];
  if (keymap.ctrl) hints.push('ctrl');
  if (keymap.meta) hints.push(mac ? '⌘' : 'cmd');
  if (keymap.alt) hints.push(mac ? '⌥' : 'alt');
  if (keymap.shift) hints.push(mac ? '⇧' : 'shift');
  if (keymap.key) hints.push(keymap.key.toUpperCase());
  return hints;
}

interface StandInProps {
  /** Loads the real search bar; absent once loading is impossible. */
  onActivate?: () => void;
  /** Receives the input's state just before the stand-in leaves the page. */
  onLeave?: (state: Handoff) => void;
  /** Called with the query on Enter. */
  onSubmit?: (query: string) => void;
}

function SearchBarStandIn({ onActivate, onLeave, onSubmit }: StandInProps): ReactNode {
  const isBrowser = useIsBrowser();
  const input = useRef<HTMLInputElement>(null);

  // Runs while the input is still on the page, in the commit that removes it.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (!element || !onLeave) return;
      onLeave({
        container: element.closest('.navbar__search')?.parentElement ?? null,
        value: element.value,
        selectionStart: element.selectionStart,
        selectionEnd: element.selectionEnd,
        focused: document.activeElement === element,
      });
    };
  }, [onLeave]);

  // Typed into before the page was interactive.
  useEffect(() => {
    const element = input.current;
    if (onActivate && element && element.value) onActivate();
  }, [onActivate]);

  // The search shortcut, until the real search bar registers its own.
  useEffect(() => {
    if (!onActivate || !SHORTCUT) return undefined;
    let keymap: Keymap | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      keymap ??= parseKeymap(SHORTCUT, isMac());
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.current?.focus();
      onActivate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onActivate]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const query = event.currentTarget.value.trim();
    if (event.key === 'Enter' && onSubmit && query) onSubmit(query);
  };

  const mac = isBrowser && isMac();
  return (
    <div className={`navbar__search ${styles.searchBarContainer}`} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder="Search"
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        autoComplete="off"
        spellCheck={false}
        // Not on focus: a keyboard reader tabbing past would start the plugin's index
        // load, and the plugin moves focus back to its input when that load ends.
        onInput={onActivate}
        onPointerEnter={onActivate}
        onTouchStart={onActivate}
        onKeyDown={onKeyDown}
      />
      {isBrowser && SHORTCUT ? (
        <div className={styles.searchHintContainer}>
          {keymapHints(parseKeymap(SHORTCUT, mac), mac).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * In place of the plugin's bar when its code could not be loaded: the same box,
 * whose Enter opens the search page, a short note, and a retry that loads the
 * bar again. The rest of the page is not affected.
 */
function SearchBarUnavailable(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [Retried, setRetried] = useState<ComponentType<Props> | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  // The box's state as the retried bar replaces it: what was typed while the bar was loading.
  const leaving = useRef<Handoff | null>(null);
  const onLeave = useCallback((state: Handoff) => {
    // The box and its note leave together: the bar is their sibling.
    leaving.current = { ...state, container: state.container?.parentElement ?? null };
  }, []);
  const retry = () => {
    setRetrying(true);
    void loadBar().then((component) => {
      setRetrying(false);
      if (component !== SearchBarUnavailable) setRetried(() => component);
    });
  };

  // As in SearchBarWrapper: the retried bar is mounted hidden next to the box and
  // takes its place, its text, caret and focus once it has done its start-up work.
  useLayoutEffect(() => {
    const state = leaving.current;
    leaving.current = null;
    if (!ready || !state || !handOff) return undefined;
    return handOff(state);
  }, [ready]);

  return (
    <>
      {ready ? null : (
        <div key="box" className={styles.unavailable}>
          <SearchBarStandIn
            onLeave={onLeave}
            onSubmit={(query) => window.location.assign(`${siteConfig.baseUrl}search/?q=${encodeURIComponent(query)}`)}
          />
          {Retried ? null : (
            <p className={styles.searchNote} role="status">
              {retrying ? 'Loading search…' : 'Search suggestions did not load. Press Enter for the search page, or '}
              {retrying ? null : (
                <button type="button" className={styles.retry} onClick={retry}>
                  retry
                </button>
              )}
            </p>
          )}
        </div>
      )}
      {Retried ? (
        <Fragment key="search-bar">
          <Retried {...props} />
          {ready ? null : <WhenMounted onReady={onReady} />}
        </Fragment>
      ) : null}
    </>
  );
}

/** Calls `onReady` once the plugin's bar has run its mount effects and the timers they set. */
function WhenMounted({ onReady }: { onReady: () => void }): null {
  useEffect(() => {
    // The plugin's bar resets its input in a timer set by its mount effect, which ran just before this one.
    const timer = window.setTimeout(onReady);
    return () => window.clearTimeout(timer);
  }, [onReady]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  // After a first load (on an earlier page), the real bar renders at once.
  const [active, setActive] = useState(originalLoaded);
  const [ready, setReady] = useState(originalLoaded);
  const [Bar, setBar] = useState<ComponentType<Props> | null>(() => loadedBar);
  const handoff = useRef<Handoff | null>(null);
  const { search } = useLocation();

  const activate = useCallback(() => setActive(true), []);

  // Loaded by hand rather than with React.lazy and Suspense, so that the bar and
  // the readiness probe below mount together.
  useEffect(() => {
    if (!active || Bar) return undefined;
    let live = true;
    void loadBar().then((component) => live && setBar(() => component));
    return () => {
      live = false;
    };
  }, [active, Bar]);
  const onReady = useCallback(() => setReady(true), []);
  const onLeave = useCallback((state: Handoff) => {
    handoff.current = state;
  }, []);

  // The plugin highlights `?_highlight=` terms on the page it opens.
  useEffect(() => {
    if (new URLSearchParams(search).has(HIGHLIGHT_PARAM)) activate();
  }, [search, activate]);

  // In the same commit that swaps the stand-in for the real bar, so that no keystroke falls in between.
  useLayoutEffect(() => {
    const state = handoff.current;
    handoff.current = null;
    if (!ready || !state || !handOff) return;
    return handOff(state);
  }, [ready]);

  return (
    <>
      {ready ? null : <SearchBarStandIn key="stand-in" onActivate={activate} onLeave={onLeave} />}
      {active && Bar ? (
        <Fragment key="search-bar">
          <Bar {...props} />
          {ready ? null : <WhenMounted onReady={onReady} />}
        </Fragment>
      ) : null}
    </>
  );
}

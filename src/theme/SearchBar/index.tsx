/**
 * The navbar search: a combobox (WAI-ARIA combobox pattern with a listbox
 * popup) whose input is in the server HTML, inside a form that opens the
 * search page, so it works before and without its code.
 *
 * The results list (./Dropdown.tsx: the worker client, the results, the
 * footer links) is fetched when the reader points at, focuses or touches the
 * box, or presses Ctrl/Cmd+K; fetching it also starts loading the index of
 * the version being read. Whatever is typed meanwhile stays in this same input;
 * the list answers it as soon as it arrives.
 *
 * Keyboard: ArrowDown/ArrowUp move through the options (wrapping), Home/End go
 * to the first/last option while one is active, Enter opens the active option
 * or, with none, the search page, Escape closes the list, then clears the box.
 *
 * If the list's code cannot be fetched, a note under the box says so with a
 * Retry; Enter still opens the search page. When the retry fails too while the
 * site answers, the page was deployed anew (its file names changed): the page
 * is reloaded.
 */
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { searchPageUrl, siteAnswers } from '@site/src/lib/searchScope';

import type * as DropdownModuleType from './Dropdown';
import type { DropdownProps, DropdownStatus, SearchOption } from './Dropdown';
import { useSearchScope } from './useSearchScope';

import styles from './styles.module.css';

type DropdownModule = typeof DropdownModuleType;

/** The list's code, fetched once per page load (a failed fetch is forgotten so that a retry fetches again). */
let dropdownModule: Promise<DropdownModule> | null = null;

function loadDropdown(): Promise<DropdownModule> {
  dropdownModule ??= import('./Dropdown').catch((error: unknown) => {
    dropdownModule = null;
    throw error;
  });
  return dropdownModule;
}

/** The list's component once fetched, so that later pages render it at once. */
let loadedDropdown: ComponentType<DropdownProps> | null = null;

const HIGHLIGHT_PARAM = '_highlight';

function isMac(): boolean {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac|iphone|ipad/i.test(platform || navigator.userAgent || '');
}

type CodeState = 'idle' | 'loading' | 'ready' | 'failed';

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const history = useHistory();
  const { search: locationSearch } = useLocation();
  const isBrowser = useIsBrowser();
  const scope = useSearchScope();
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [status, setStatus] = useState<DropdownStatus>('idle');
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps> | null>(() => loadedDropdown);
  const [code, setCode] = useState<CodeState>(loadedDropdown ? 'ready' : 'idle');
  const location = scope.location;

  const fetchCode = useCallback(
    (afterFailure = false) => {
      setCode('loading');
      loadDropdown().then(
        (module) => {
          loadedDropdown = module.default;
          setDropdown(() => module.default);
          setCode('ready');
          module.preloadIndex(location);
        },
        async () => {
          // Fetched again and still missing while the site answers: this page is older than the site's files.
          if (afterFailure && (await siteAnswers(siteConfig.baseUrl))) {
            window.location.reload();
            return;
          }
          setCode('failed');
        },
      );
    },
    [location, siteConfig.baseUrl],
  );

  /** Fetches the list's code (and starts the index loading) on the reader's first sign of searching. */
  const activate = useCallback(() => {
    if (code === 'idle') fetchCode();
    else if (code === 'ready') void loadDropdown().then((module) => module.preloadIndex(location));
  }, [code, fetchCode, location]);

  // Typed into before the page was interactive: the text is in the input; take it in.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) {
      setQuery(typed);
      if (document.activeElement === input.current) setOpen(true);
      activate();
    }
    // Only once, on mount: what was typed before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Ctrl/Cmd+K: focus the box, keep and select what it holds.
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key?.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
      activate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  // Words passed by a search result (`?_highlight=`) are highlighted on the page it opens.
  useEffect(() => {
    const terms = new URLSearchParams(locationSearch).getAll(HIGHLIGHT_PARAM).filter(Boolean);
    if (!terms.length) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    import('./highlight').then(
      (module) => {
        if (live) stop = module.highlightTerms(terms);
      },
      // Highlighting is a convenience: the page is read without it.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [locationSearch]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    input.current?.blur();
    history.push(href);
  };

  const pageUrl = (text: string) => searchPageUrl(siteConfig.baseUrl, text.trim(), scope.versionParam);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setQuery(value);
    setActive(-1);
    setOpen(value.trim().length > 0);
    activate();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const count = open ? options.length : 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          if (query.trim()) setOpen(true);
          return;
        }
        if (count) setActive((now) => (now + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count) setActive((now) => (now <= 0 ? count - 1 : now - 1));
        return;
      case 'Home':
      case 'End':
        // With an option active the keys move in the list; otherwise they move the caret.
        if (active >= 0 && count) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        return;
      case 'Enter': {
        event.preventDefault();
        const option = active >= 0 ? options[active] : undefined;
        if (option) go(option.href);
        else if (query.trim()) go(pageUrl(query));
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          clear();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  function clear() {
    if (input.current) input.current.value = '';
    setQuery('');
    close();
    input.current?.focus();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim()) go(pageUrl(query));
    else input.current?.focus();
  };

  const onOptions = useCallback((next: SearchOption[]) => {
    setOptions(next);
    setActive((now) => (now >= next.length ? -1 : now));
  }, []);

  const retry = () => fetchCode(true);
  const expanded = open && code === 'ready' && !!Dropdown && query.trim().length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const loading = code === 'loading' || (expanded && status === 'loading');
  const mac = isBrowser && isMac();

  return (
    <form
      role="search"
      // Named, so that on the search page it is told apart from the page's own search form.
      aria-label="Site search"
      action={`${siteConfig.baseUrl}search/`}
      method="get"
      className={clsx('navbar__search', styles.box)}
      onSubmit={onSubmit}
      onPointerEnter={activate}
      onTouchStart={activate}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        name="q"
        type="text"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        placeholder="Search"
        className={clsx('navbar__search-input', styles.input)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={() => {
          activate();
          if (query.trim()) setOpen(true);
        }}
        onInput={onInput}
        onKeyDown={onKeyDown}
      />
      {loading ? <span className={styles.ring} role="progressbar" aria-label="Loading search" /> : null}
      {query ? (
        <button type="button" className={styles.clear} aria-label="Clear search" onClick={clear}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      ) : isBrowser ? (
        <span className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{mac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </span>
      ) : null}
      {/* On phones the box is folded to this button: it opens the search page, or unfolds the box while empty. */}
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16">
          <path
            fill="currentColor"
            d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
          />
        </svg>
      </button>
      {/* The popup's element is always there, so that aria-controls names an element of the page. */}
      <div className={styles.popup} hidden={!expanded && code !== 'failed'}>
        {code === 'failed' ? (
          <p className={styles.note} role="status">
            Search suggestions did not load. Press Enter for the search page, or{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              Retry
            </button>
          </p>
        ) : null}
        {Dropdown ? (
          <Dropdown
            listboxId={listboxId}
            open={expanded}
            query={query}
            scope={scope}
            active={active}
            onOptions={onOptions}
            onStatus={setStatus}
            onPick={go}
            onHover={setActive}
          />
        ) : (
          <div id={listboxId} role="listbox" aria-label="Search results" hidden />
        )}
      </div>
    </form>
  );
}

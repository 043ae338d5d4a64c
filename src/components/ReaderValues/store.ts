/**
 * The reader's values in localStorage under one key, as an external store
 * for `useSyncExternalStore`. Every failure of storage (disabled, full,
 * blocked by privacy settings) is caught: the values then live in memory for
 * this page only, and nothing else changes.
 */
import {
  READER_VALUES_KEY,
  parseReaderValues,
  serializeReaderValues,
  type ReaderValues,
} from '@site/src/lib/tools/readerValues';

const listeners = new Set<() => void>();
/** The last value read or written, so that every render gets the same object until it changes. */
let current: { raw: string | null; values: ReaderValues | null } | undefined;
/** Set when storage failed: the values of this page only. */
let memory: string | null | undefined;

function readRaw(): string | null {
  if (memory !== undefined) return memory;
  try {
    return window.localStorage.getItem(READER_VALUES_KEY);
  } catch {
    return null;
  }
}

function notify() {
  current = undefined;
  for (const listener of listeners) listener();
}

/** Other tabs: the browser fires `storage` there when this key changes. */
function onStorage(event: StorageEvent) {
  if (event.key === READER_VALUES_KEY || event.key === null) notify();
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSnapshot(): ReaderValues | null {
  const raw = readRaw();
  if (!current || current.raw !== raw) current = { raw, values: parseReaderValues(raw) };
  return current.values;
}

/** On the server and while hydrating: no values, so the HTML shows the examples. */
export function getServerSnapshot(): ReaderValues | null {
  return null;
}

/** Keeps the values (the reader asked to), or forgets them with `null`. */
export function saveReaderValues(values: ReaderValues | null): void {
  const raw = values ? serializeReaderValues(values) : null;
  try {
    if (raw) window.localStorage.setItem(READER_VALUES_KEY, raw);
    else window.localStorage.removeItem(READER_VALUES_KEY);
    memory = undefined;
  } catch {
    memory = raw;
  }
  notify();
}

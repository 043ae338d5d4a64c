/**
 * The page's side of the search worker (./worker.ts), for the navbar search
 * (src/theme/SearchBar) and the search page (src/theme/SearchPage).
 *
 * One worker per page, started on the first request. Every request ends: with
 * the results, or with a `SearchFailure` when the worker's code or an index
 * file could not be loaded. After a failure the next request starts afresh (a
 * new worker if the old one failed), so a retry works once the network is back.
 */
import type { SearchHit } from '../engine';
import type { IndexLocation, WorkerAnswer, WorkerRequest } from './protocol';

export type { IndexLocation, SearchHit };

/** Why a search could not be answered. */
export type FailureKind = 'worker' | 'index';

export class SearchFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    /** The HTTP status of the index file, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SearchFailure';
  }
}

interface Pending {
  resolve: (hits: SearchHit[]) => void;
  reject: (error: SearchFailure) => void;
  onPartial?: (hits: SearchHit[]) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: SearchFailure): void {
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) request.reject(error);
}

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./worker.ts', import.meta.url));
  started.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const request = pending.get(answer.id);
    if (!request) return;
    if (answer.kind === 'partial') {
      request.onPartial?.(answer.hits);
      return;
    }
    pending.delete(answer.id);
    if (answer.kind === 'done') request.resolve(answer.hits);
    else request.reject(new SearchFailure(answer.message, 'index', answer.status));
  });
  // The worker's script did not load (offline, or a file name of an older deploy) or it crashed.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    if (worker === started) worker = null;
    started.terminate();
    failAll(new SearchFailure('The search code could not be loaded.', 'worker'));
  });
  worker = started;
  return started;
}

/** A request before it is given its id. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

function ask(request: Unsent<WorkerRequest>, onPartial?: (hits: SearchHit[]) => void): Promise<SearchHit[]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, onPartial });
    try {
      startWorker().postMessage({ ...request, id } as WorkerRequest);
    } catch (error) {
      pending.delete(id);
      reject(new SearchFailure(error instanceof Error ? error.message : String(error), 'worker'));
    }
  });
}

/** Starts loading a version's index (and the worker); resolves once the index is complete. */
export function loadIndex(index: IndexLocation): Promise<void> {
  return ask({ kind: 'load', index }).then(() => undefined);
}

/**
 * The results of a query in a version's index, at most `limit`. While the
 * section texts are being indexed, `onPartial` first gets the results from the
 * titles, headings, descriptions and keywords.
 */
export function search(
  index: IndexLocation,
  query: string,
  limit: number,
  onPartial?: (hits: SearchHit[]) => void,
): Promise<SearchHit[]> {
  return ask({ kind: 'search', index, query, limit }, onPartial);
}

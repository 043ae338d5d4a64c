/**
 * The search worker: downloads a version's index files (../files.ts,
 * ../format.ts), builds lunr's indexes and the vocabulary off the page's main
 * thread, and answers queries with the site's engine (../engine.ts), for the
 * navbar search and the search page alike (both through ./searchClient.ts).
 *
 * The head file (page titles, headings, descriptions, keywords: a tenth of the
 * bytes) is fetched first and indexed at once. The section texts follow and
 * are indexed in steps, answering messages in between: a search asked before
 * they are ready gets a first answer from the head (`partial`), then the
 * complete one (`done`). The symbol file (../symbols.ts) is fetched beside the
 * head; without it, search answers without symbol results.
 */
import { prepareIndex, searchIndex, type PreparedIndex } from '../engine';
import { assertShippedIndex, buildPartIndexInSteps, type ShippedIndexPart, unpackSearchIndex } from '../format';
import { indexFileUrls } from '../files';
import { assertSymbolFile, type SymbolFile } from '../symbols';
import type { IndexLocation, WorkerAnswer, WorkerRequest } from './protocol';

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Index files come from this site only. */
function assertSameSite(url: string): void {
  if (new URL(url, self.location.origin).origin !== self.location.origin) {
    throw new Error('Unexpected version url: the search index is on another site.');
  }
}

async function fetchParts(url: string): Promise<ShippedIndexPart[]> {
  assertSameSite(url);
  const response = await fetch(url);
  if (!response.ok) {
    throw new HttpError(`The search index could not be loaded (HTTP ${response.status}).`, response.status);
  }
  const file: unknown = await response.json();
  assertShippedIndex(file);
  return file;
}

/** The version's symbol file (../symbols.ts), next to its index; search works without it. */
async function loadSymbols(url: string): Promise<SymbolFile | null> {
  try {
    assertSameSite(url);
    const response = await fetch(url);
    if (!response.ok) return null;
    const file: unknown = await response.json();
    assertSymbolFile(file);
    return file;
  } catch {
    return null;
  }
}

/** Lets the worker handle the messages that arrived meanwhile. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One version's index as it loads: the head's index first, then the complete one. */
interface Loading {
  head: Promise<PreparedIndex>;
  full: Promise<PreparedIndex>;
  /** The complete index, once built. */
  ready?: PreparedIndex;
}

function load(location: IndexLocation): Loading {
  const urls = indexFileUrls(location.base, location.stamp);
  const headParts = fetchParts(urls.head);
  // The symbol file is small: fetched beside the head, so that the first answer can show a symbol.
  const symbols = loadSymbols(urls.symbols);
  const head = Promise.all([headParts, symbols]).then(([parts, file]) => prepareIndex(unpackSearchIndex(parts), file));
  // The section texts are fetched once the head has arrived, so that they do not slow it down.
  const full = headParts.then(async (parts) => {
    const content = await fetchParts(urls.content);
    const headIndex = await head;
    const documents = unpackSearchIndex([...parts, ...content]);
    const built = headIndex.parts.map((part) => part.index);
    for (let type = built.length; type < documents.length; type++) {
      await pause();
      built.push(await buildPartIndexInSteps(documents[type], pause));
    }
    await pause();
    return prepareIndex(documents, await symbols, built);
  });
  const loading: Loading = { head, full };
  full.then(
    (index) => (loading.ready = index),
    () => undefined,
  );
  return loading;
}

const loaded = new Map<string, Loading>();

function indexAt(location: IndexLocation): Loading {
  const key = `${location.base}?${location.stamp}`;
  let loading = loaded.get(key);
  if (!loading) {
    const started = load(location);
    loading = started;
    loaded.set(key, started);
    // A failed download is tried again by the next request instead of failing for ever.
    const forget = () => {
      if (loaded.get(key) === started) loaded.delete(key);
    };
    started.head.catch(forget);
    started.full.catch(forget);
  }
  return loading;
}

function post(answer: WorkerAnswer): void {
  self.postMessage(answer);
}

async function handle(request: WorkerRequest): Promise<void> {
  const loading = indexAt(request.index);
  if (request.kind === 'load') {
    await loading.full;
    post({ id: request.id, kind: 'done', hits: [] });
    return;
  }
  const { id, query, limit } = request;
  if (!query.trim()) {
    post({ id, kind: 'done', hits: [] });
    return;
  }
  if (!loading.ready) {
    const head = await loading.head;
    if (!loading.ready) post({ id, kind: 'partial', hits: searchIndex(head, query, limit) });
  }
  post({ id, kind: 'done', hits: searchIndex(loading.ready ?? (await loading.full), query, limit) });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  handle(request).catch((error: unknown) => {
    post({
      id: request.id,
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof HttpError ? { status: error.status } : null),
    });
  });
});

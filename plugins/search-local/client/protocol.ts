/**
 * The messages between the page (./searchClient.ts) and the search worker
 * (./worker.ts). Each request has an id; the worker answers it once with
 * `done` or `failed`, and a search may first get a `partial` answer: the
 * results from page titles, headings, descriptions and keywords, sent while
 * the section texts are still being indexed.
 */
import type { SearchHit } from '../engine';

/** Where one version's index files are, and their cache-busting stamp. */
export interface IndexLocation {
  /** The version's base path: '/' for the latest version, '/2.6/' for the others. */
  base: string;
  stamp: string;
}

export type WorkerRequest =
  | { id: number; kind: 'load'; index: IndexLocation }
  | { id: number; kind: 'search'; index: IndexLocation; query: string; limit: number };

export type WorkerAnswer =
  | { id: number; kind: 'partial'; hits: SearchHit[] }
  | { id: number; kind: 'done'; hits: SearchHit[] }
  | { id: number; kind: 'failed'; message: string; status?: number };

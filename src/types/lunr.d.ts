/** The parts of lunr 2.3 (it comes with the search plugin) that the site's search index code uses. */
declare module 'lunr' {
  namespace lunr {
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
      add(doc: Record<string, unknown>): void;
      metadataWhitelist: string[];
    }
    interface QueryTermOptions {
      wildcard?: number;
      presence?: number;
      editDistance?: number;
    }
    interface Query {
      term(value: string, options?: QueryTermOptions): Query;
    }
    interface Result {
      ref: string;
      score: number;
      matchData: { metadata: Record<string, Record<string, { position?: [number, number][] }>> };
    }
    interface Index {
      search(query: string): Result[];
      query(build: (query: Query) => void): Result[];
      toJSON(): Record<string, unknown>;
    }
  }
  interface Lunr {
    (config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
    version: string;
    Index: { load(serialised: unknown): lunr.Index };
  }
  const lunr: Lunr;
  export = lunr;
}

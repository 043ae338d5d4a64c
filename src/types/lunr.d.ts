/** The parts of lunr 2.3 that the site's search code uses (plugins/search-local). */
declare module 'lunr' {
  namespace lunr {
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
      add(doc: Record<string, unknown>): void;
      build(): Index;
      metadataWhitelist: string[];
      pipeline: Pipeline;
      searchPipeline: Pipeline;
    }
    interface Pipeline {
      add(...functions: PipelineFunction[]): void;
    }
    interface QueryTermOptions {
      wildcard?: number;
      presence?: number;
      editDistance?: number;
      usePipeline?: boolean;
      boost?: number;
    }
    interface Query {
      term(value: string, options?: QueryTermOptions): Query;
    }
    /** Per matched term, per field: where it is in the text. */
    type MatchMetadata = Record<string, Record<string, { position?: [number, number][] }>>;
    interface Result {
      ref: string;
      score: number;
      matchData: { metadata: MatchMetadata };
    }
    interface Index {
      search(query: string): Result[];
      query(build: (query: Query) => void): Result[];
      toJSON(): Record<string, unknown>;
    }
    /** A word of a text as lunr's pipeline passes it on. */
    interface Token {
      toString(): string;
    }
    /** A step of lunr's pipeline: the token, or nothing to drop it. */
    type PipelineFunction = (token: Token) => Token | undefined;
  }
  interface Lunr {
    (config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
    version: string;
    Builder: new () => lunr.Builder;
    Index: { load(serialised: unknown): lunr.Index };
    Token: new (text: string, metadata: Record<string, unknown>) => lunr.Token;
    Query: {
      presence: { OPTIONAL: number; REQUIRED: number; PROHIBITED: number };
      wildcard: { NONE: number; LEADING: number; TRAILING: number };
    };
    tokenizer(text: string): lunr.Token[];
    trimmer: lunr.PipelineFunction;
    stopWordFilter: lunr.PipelineFunction;
    stemmer: lunr.PipelineFunction;
  }
  const lunr: Lunr;
  export = lunr;
}

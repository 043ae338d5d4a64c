/**
 * Exact symbols: the names the typed data of src/data defines (API calls and
 * parameters, `messageKey` values, `userdata-bbb_*` join parameters,
 * bbb-install and gl-install.sh options, bbb-conf options, Greenlight `.env`
 * variables, client error codes). A query that names one (`OPENID_CONNECT_ISSUER`,
 * `-c`, `1020`, `meta_bbb-anonymize-chat`) gets that symbol as its first
 * result, linked to its table row on the page of the version being read, with
 * the releases that have it.
 *
 * The list is written at build time, one small file per version
 * (`search-index-symbols.json`, from ./symbolsData.ts), and read by the
 * search worker next to the index; this module, used in the browser, reads
 * it and finds the symbol a query names. The row ids are those the table
 * components give their rows (src/components), built by the same rules
 * (`symbolAnchor`); tests/e2e/search-relevance.spec.ts checks every anchor
 * of a sample on the built pages.
 */

/** What a symbol is; the order is the priority when two kinds share a name (`-c`). */
export const SYMBOL_KINDS = [
  'env',
  'envAuth',
  'install',
  'userdata',
  'param',
  'call',
  'messageKey',
  'bbbConf',
  'glInstall',
  'errorCode',
] as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

/** The page (doc id) each kind is on, and how it is named in a result. */
export const SYMBOL_PAGES: Record<SymbolKind, { page: string; label: string }> = {
  env: { page: 'greenlight/v3/install', label: 'Greenlight .env setting' },
  envAuth: { page: 'greenlight/v3/external-authentication', label: 'Greenlight .env setting' },
  install: { page: 'administration/install', label: 'bbb-install option' },
  userdata: { page: 'administration/customize', label: 'join parameter (userdata)' },
  param: { page: 'development/api', label: 'API parameter' },
  call: { page: 'development/api', label: 'API call' },
  messageKey: { page: 'development/api', label: 'API messageKey' },
  bbbConf: { page: 'administration/bbb-conf', label: 'bbb-conf option' },
  glInstall: { page: 'greenlight/v3/install', label: 'gl-install.sh option' },
  errorCode: { page: 'support/troubleshooting', label: 'client error code' },
};

/** A flag without its leading dashes: `-c` → `c`, `--setip` → `setip`. */
function flagName(flag: string): string {
  return flag.replace(/^-+/, '');
}

/** The id of a symbol's table row, as the table components set it. */
export function symbolAnchor(kind: SymbolKind, name: string, call?: string): string {
  switch (kind) {
    case 'env':
    case 'envAuth':
      return `env-${name.toLowerCase()}`;
    case 'install':
      return `bbb-install-${flagName(name)}`;
    case 'userdata':
      return name;
    case 'param':
      return `param-${call ?? ''}-${name.replace(/[^\w-]/g, '')}`;
    case 'call':
      return name.toLowerCase();
    case 'messageKey':
      return `message-key-${name}`;
    case 'bbbConf':
      return `bbb-conf-${flagName(name)}`;
    case 'glInstall':
      return `gl-install-${flagName(name)}`;
    case 'errorCode':
      return `error-${name}`;
  }
}

/** The symbol file of one version, as written by ./symbolsData.ts. */
export interface SymbolFile {
  /** Docs versions, in the order of the bits of each symbol's `mask`. */
  versions: string[];
  /** Release numbers shown for those versions ("2.5", "3.0"). */
  releases: string[];
  /** Per kind (SYMBOL_KINDS order): rows `[name, mask]`, or `[name, mask, call]` for parameters. */
  symbols: (readonly [string, number] | readonly [string, number, string])[][];
}

export interface SymbolEntry {
  name: string;
  kind: SymbolKind;
  /** The call a parameter belongs to. */
  call?: string;
  /** The releases that have it, as shown ("2.6–3.1", "3.0, 3.1"). */
  releases: string;
}

export interface PreparedSymbols {
  /** Names, lowercase, to their symbols in kind order. */
  byName: Map<string, SymbolEntry[]>;
  /** Names that end in `*` (`meta_*`): the prefix, lowercase, and the symbol. */
  patterns: { prefix: string; entry: SymbolEntry }[];
}

/** The releases of a mask, oldest first, runs joined: "2.5–3.1", "2.6, 3.1". */
export function releasesOf(mask: number, releases: readonly string[]): string {
  const bits = releases.map((release, bit) => ({ release, bit }));
  bits.sort((a, b) => Number.parseFloat(a.release) - Number.parseFloat(b.release));
  const runs: string[][] = [];
  bits.forEach(({ release, bit }, position) => {
    if (!(mask & (1 << bit))) return;
    const last = runs[runs.length - 1];
    const previous = bits[position - 1];
    if (last && previous && mask & (1 << previous.bit)) last.push(release);
    else runs.push([release]);
  });
  return runs.map((run) => (run.length > 1 ? `${run[0]}–${run[run.length - 1]}` : run[0])).join(', ');
}

export function prepareSymbols(file: SymbolFile): PreparedSymbols {
  const byName = new Map<string, SymbolEntry[]>();
  const patterns: PreparedSymbols['patterns'] = [];
  file.symbols.forEach((rows, kindIndex) => {
    const kind = SYMBOL_KINDS[kindIndex];
    if (!kind) return;
    for (const [name, mask, call] of rows) {
      const entry: SymbolEntry = { name, kind, releases: releasesOf(mask, file.releases), ...(call ? { call } : null) };
      if (name.endsWith('*')) {
        patterns.push({ prefix: name.slice(0, -1).toLowerCase(), entry });
        continue;
      }
      const key = name.toLowerCase();
      const list = byName.get(key);
      if (list) list.push(entry);
      else byName.set(key, [entry]);
    }
  });
  return { byName, patterns };
}

/** Throws unless the file has the form this module reads. */
export function assertSymbolFile(file: unknown): asserts file is SymbolFile {
  const ok =
    !!file &&
    typeof file === 'object' &&
    Array.isArray((file as SymbolFile).versions) &&
    Array.isArray((file as SymbolFile).releases) &&
    Array.isArray((file as SymbolFile).symbols) &&
    (file as SymbolFile).symbols.every((rows) => Array.isArray(rows));
  if (!ok) throw new Error('The search symbol file is not in the expected format.');
}

/** A word that can name a symbol: a code token (`meetingID`, `SMTP_AUTH`, `-c`, `--setip`, `1020`). */
const CODE_LIKE = /[-_.=@]|\d|[a-z][A-Z]|^[A-Z][A-Z0-9]+$/;
/** Punctuation around a pasted word (quotes, brackets, a trailing colon), not a flag's dashes. */
const EDGES = /^["'`([{<]+|["'`)\]}>:,.;!?]+$/g;

/** The words of a query that can name a symbol, `KEY=value` read as its key. */
function candidateWords(input: string): string[] {
  return input
    .split(/\s+/)
    .map((word) => word.replace(EDGES, '').split('=')[0])
    .filter((word) => word.length > 0 && word.length <= 60 && CODE_LIKE.test(word));
}

/** The commands whose options are symbols; a flag belongs to the command the query names, if it names one. */
const COMMANDS: Partial<Record<SymbolKind, RegExp>> = {
  install: /^bbb-install(?:[-.\w]*)?$/,
  bbbConf: /^bbb-conf$/,
  glInstall: /^gl-install(?:\.sh)?$/,
};
/** A word that names a command (`bbb-record`, `bbb-install.sh`, `gl-install.sh`). */
const COMMAND_WORD = /^(?:bbb-[a-z]+(?:-[\d.]+)?(?:\.sh)?|gl-install(?:\.sh)?)$/;

/** The symbol a query names: the first word, in the query's order, that is one. */
export function findSymbol(symbols: PreparedSymbols, input: string): SymbolEntry | null {
  const commands = input
    .split(/\s+/)
    .map((word) => word.replace(EDGES, '').toLowerCase())
    .filter((word) => COMMAND_WORD.test(word));
  const fits = (entry: SymbolEntry) => {
    const command = COMMANDS[entry.kind];
    if (!command || !entry.name.startsWith('-') || commands.length === 0) return true;
    return commands.some((word) => command.test(word));
  };
  for (const word of candidateWords(input)) {
    const lower = word.toLowerCase();
    const exact = symbols.byName.get(lower)?.filter(fits);
    if (exact?.length) {
      // Case decides between symbols that differ only by case; otherwise the first kind wins.
      return exact.find((entry) => entry.name === word) ?? exact[0];
    }
    const pattern = symbols.patterns.find((p) => lower.startsWith(p.prefix) && lower.length > p.prefix.length);
    if (pattern) return pattern.entry;
  }
  return null;
}

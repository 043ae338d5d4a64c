/**
 * Reader values: the hostname and e-mail address a reader chose to keep on
 * this site, put in place of the example hostname and e-mail in every code
 * block. This module is the pure part: reading what was stored, and filling
 * a block's text. The store and the hook are in src/components/ReaderValues.
 */
/**
 * The example hostname and e-mail of the docs (`EXAMPLE_HOSTNAME` and
 * `EXAMPLE_EMAIL` of src/data/admin/installOptions.ts; a unit test keeps them
 * equal). Not imported from there: this module is part of every page's code
 * block, and the installer data is not.
 */
export const EXAMPLE_HOSTNAME = 'bbb.example.com';
export const EXAMPLE_EMAIL = 'notice@example.com';

/** The one localStorage key the values are kept under. */
export const READER_VALUES_KEY = 'bbb-docs.reader-values';

export interface ReaderValues {
  readonly host: string;
  readonly email: string;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL = /^[^\s@'"`$\\]+@[a-z0-9.-]+\.[a-z]{2,63}$/i;

/** A hostname safe to put in a command (letters, digits, dots and hyphens only). */
export function isValidHost(host: string): boolean {
  return HOSTNAME.test(host);
}

/** An e-mail address safe to put in a command (no quotes, spaces or shell characters). */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/**
 * The values from their stored form, or null when nothing usable is stored
 * (absent, not JSON, wrong shape, or values that fail the checks above). One
 * of the two may be empty; both empty is nothing.
 */
export function parseReaderValues(raw: string | null | undefined): ReaderValues | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { host, email } = data as Record<string, unknown>;
  const h = typeof host === 'string' && isValidHost(host) ? host.toLowerCase() : '';
  const e = typeof email === 'string' && isValidEmail(email) ? email : '';
  return h || e ? { host: h, email: e } : null;
}

export function serializeReaderValues(values: ReaderValues): string {
  return JSON.stringify({ host: values.host, email: values.email });
}

function exampleAsWord(example: string): RegExp {
  const escaped = example.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not part of a longer name: no name character before, none after (a final dot ends a sentence).
  return new RegExp(`(?<![A-Za-z0-9.@-])${escaped}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, 'g');
}

const HOST_PATTERN = exampleAsWord(EXAMPLE_HOSTNAME);
const EMAIL_PATTERN = exampleAsWord(EXAMPLE_EMAIL);

export interface FilledCode {
  readonly code: string;
  /** True when at least one example was replaced. */
  readonly filled: boolean;
}

/** `code` with the example hostname and e-mail replaced by the reader's. */
export function fillCode(code: string, values: ReaderValues | null): FilledCode {
  if (!values) return { code, filled: false };
  let result = code;
  // E-mail first: its domain is not the example hostname, but keep the order explicit.
  if (values.email) result = result.replace(EMAIL_PATTERN, values.email);
  if (values.host) result = result.replace(HOST_PATTERN, values.host);
  return { code: result, filled: result !== code };
}

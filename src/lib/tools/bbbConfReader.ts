/**
 * Reads pasted output of `bbb-conf --check` or `bbb-conf --version`: finds
 * the release and point version, says which docs version to read, and
 * explains each report under "# Potential problems described below" with the
 * data of src/data/admin/bbbConfWarnings.ts. Pure: the bbb-conf page's
 * reader renders what `readBbbConf` returns; nothing leaves the browser.
 */
import { BBB_CONF_WARNINGS, type BbbConfWarning, type WarningLink } from '../../data/admin/bbbConfWarnings';
import { inRange, RELEASES, DOC_VERSIONS, type DocVersion } from '../../data/versions';

export interface FoundWarning {
  warning: BbbConfWarning;
  /** The line where the report starts, as pasted. */
  line: string;
}

export interface BbbConfReading {
  /** What was pasted: `check` output, `version` output, or neither. */
  kind: 'check' | 'version' | 'unknown';
  /** Release line, e.g. `2.7` (undefined when none was found). */
  release?: string;
  /** Version as printed, e.g. `2.7.3` or `3.0.0-alpha.1`. */
  point?: string;
  /** The summed build number of `BigBlueButton Server x (n)`. */
  build?: number;
  /** Ubuntu release from the `Distribution:` line. */
  ubuntu?: string;
  /** The docs version that documents the release, when these docs cover it. */
  docsVersion?: DocVersion;
  /** Explained reports, in the order they appear. */
  warnings: FoundWarning[];
  /** Report lines no entry explains. */
  unexplained: string[];
}

const HEADER = /Potential problems described below/i;

/** Docs version of a release line (`2.5` → `2.5-legacy`), when documented. */
export function docsVersionOf(release: string): DocVersion | undefined {
  return DOC_VERSIONS.find((version) => RELEASES[version].release === release);
}

function releaseOf(version: string): string {
  return version.split(/[.-]/).slice(0, 2).join('.');
}

/** The release and point version from the header line, a restart line, or the package list. */
function findVersion(text: string): { point: string; build?: number } | undefined {
  const header = /BigBlueButton Server (\d+\.\d+(?:\.\d+)?(?:[-.][\w.-]*)?)\s*\((\d+)\)/i.exec(text);
  if (header) return { point: header[1], build: Number(header[2]) };
  const restart = /Restarting (?:the )?BigBlueButton (\d+\.\d+(?:\.\d+)?(?:-[\w.-]+)?)/i.exec(text);
  if (restart) return { point: restart[1].replace(/\.+$/, '') };
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^ii\s+(?:bbb-|bigbluebutton)[\w-]*\s+(?:\d+:)?(\d+\.\d+\.\d+)/gm)) {
    counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best ? { point: best[0] } : undefined;
}

/** Lines that look like a report of bbb-conf: `# Warning…`, `# Error…`, `Warning:` and the like. */
function reportLines(section: string): string[] {
  return section
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(#\s*)?(warning|error)\b[:\s]/i.test(line) || /^#\s*Not running:/i.test(line));
}

/** Reads pasted output. */
export function readBbbConf(text: string): BbbConfReading {
  const normalized = text.replace(/\r\n?/g, '\n');
  const found = findVersion(normalized);
  const headerAt = normalized.search(HEADER);
  const kind: BbbConfReading['kind'] =
    headerAt >= 0 || /Kernel version:/.test(normalized)
      ? 'check'
      : /^ii\s+bbb-/m.test(normalized)
        ? 'version'
        : 'unknown';
  const section = headerAt >= 0 ? normalized.slice(headerAt) : normalized;

  const warnings: FoundWarning[] = [];
  const matchedAt: number[] = [];
  for (const warning of BBB_CONF_WARNINGS) {
    const pattern = new RegExp(warning.pattern, 'gim');
    for (const match of section.matchAll(pattern)) {
      const index = match.index ?? 0;
      const lineStart = section.lastIndexOf('\n', index) + 1;
      const lineEnd = section.indexOf('\n', index);
      warnings.push({ warning, line: section.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim() });
      matchedAt.push(lineStart);
      if (warning.id !== 'ownership' && warning.id !== 'stun-failed') break;
    }
  }
  const order = (found: FoundWarning) => section.indexOf(found.line);
  warnings.sort((a, b) => order(a) - order(b));

  // A report line is explained when an entry matched on that line or on the block it starts.
  const explainedLines = new Set(warnings.map((found) => found.line));
  const unexplained = reportLines(section).filter((line) => {
    if (explainedLines.has(line)) return false;
    const at = section.indexOf(line);
    const blockEnd = section.indexOf('\n\n', at);
    const block = section.slice(at, blockEnd < 0 ? undefined : blockEnd);
    return !BBB_CONF_WARNINGS.some((warning) => new RegExp(warning.pattern, 'im').test(block));
  });

  const release = found ? releaseOf(found.point) : undefined;
  const ubuntu = /Distribution:\s*Ubuntu (\d+\.\d+)/.exec(normalized)?.[1];
  return {
    kind,
    release,
    point: found?.point,
    build: found?.build,
    ubuntu,
    docsVersion: release ? docsVersionOf(release) : undefined,
    warnings,
    unexplained,
  };
}

/** The links of a warning for a docs version (entries limited to other releases left out). */
export function linksFor(warning: BbbConfWarning, version: DocVersion): WarningLink[] {
  return warning.links.filter((link) => inRange({ since: link.since ?? '2.5-legacy', until: link.until }, version));
}

/** Share of report lines explained (1 when there are none). */
export function explainedShare(reading: BbbConfReading): { explained: number; total: number } {
  const explained = new Set(reading.warnings.map((found) => found.line)).size;
  return { explained, total: explained + reading.unexplained.length };
}

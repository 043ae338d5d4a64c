/**
 * Adds a docs version: `npm run version:add -- 3.2`.
 *
 * The new version becomes the newest docs version, a release line ahead of the
 * latest one (the one served at the root, LATEST_VERSION in
 * src/data/versions.ts), as 3.1 is beside 3.0. It starts as a copy of the
 * newest version: its docs, its sidebars and its entry in every per-version
 * table. docs/adding-a-version.md is the recipe: what this script does, and
 * what to check by hand afterwards (every copied entry is marked "copied from").
 *
 * Every step is planned before anything is written; the script stops with a
 * non-zero exit and names what it could not do (a bad or existing version, a
 * missing file, a table it cannot find). It ends with the type check, which
 * fails on any per-version table this script does not know yet.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

/** A step the script cannot do; printed without a stack trace. */
class VersionAddError extends Error {}

function fail(message: string): never {
  throw new VersionAddError(message);
}

/** A per-version table: an object literal keyed by docs version, in `file`, bound to `name`. */
interface TableEdit {
  readonly file: string;
  readonly name: string;
  /** How the copied entry becomes the new version's entry. */
  readonly copy: 'as-is' | 'with-version' | 'release-facts' | 'release-patterns' | 'text';
}

/**
 * Every object literal with one entry per docs version. The type check at the
 * end finds any that is missing here (a `Record<DocVersion, …>` lacking the new key).
 */
const TABLES: readonly TableEdit[] = [
  { file: 'src/data/versions.ts', name: 'RELEASES', copy: 'release-facts' },
  { file: 'src/data/docIds.ts', name: 'DOC_IDS', copy: 'as-is' },
  { file: 'src/data/admin/installerMessages.ts', name: 'INSTALLER_MESSAGES', copy: 'with-version' },
  { file: 'src/data/api/examples.ts', name: 'WORKED_EXAMPLES', copy: 'with-version' },
  { file: 'src/data/dev/components.ts', name: 'DEV_TOOLCHAINS', copy: 'with-version' },
  { file: 'src/data/dev/webhooks.ts', name: 'WEBHOOKS_APP', copy: 'as-is' },
  { file: 'src/data/releases/highlights.ts', name: 'RELEASE_HIGHLIGHTS', copy: 'with-version' },
  { file: 'src/pages/_components/VersionPicker/index.tsx', name: 'NOTES', copy: 'text' },
  { file: 'tests/unit/admin-install.test.ts', name: 'EXPECTED_INSTALL', copy: 'release-patterns' },
];

/** `switch (version)` statements with one `case` per docs version: the new version shares the newest one's branch. */
const SWITCHES: ReadonlyArray<{ readonly file: string; readonly fn: string }> = [
  { file: 'src/data/api/security.ts', fn: 'contentTypeRulesFor' },
];

const VERSION_NAME = /^(\d+)\.(\d+)$/;

/** "3.1" → [3, 1]; other names (2.5-legacy) by their leading numbers. */
function releaseNumbers(name: string): [number, number] {
  const match = /^(\d+)\.(\d+)/.exec(name);
  if (!match) fail(`Cannot read a release number from version "${name}".`);
  return [Number(match[1]), Number(match[2])];
}

function isNewer(a: string, b: string): boolean {
  const [aMajor, aMinor] = releaseNumbers(a);
  const [bMajor, bMinor] = releaseNumbers(b);
  return aMajor > bMajor || (aMajor === bMajor && aMinor > bMinor);
}

/** Files to write, by path relative to the root; read through it so edits stack. */
class Plan {
  readonly files = new Map<string, string>();
  /** Folders to copy; `version` names the docs version each one is of. */
  readonly copies: Array<{ from: string; to: string; version: { from: string; to: string } }> = [];
  readonly notes: string[] = [];

  constructor(readonly root: string) {}

  read(file: string): string {
    const planned = this.files.get(file);
    if (planned !== undefined) return planned;
    const full = path.join(this.root, file);
    if (!existsSync(full)) fail(`File not found: ${file}`);
    return readFileSync(full, 'utf8');
  }

  write(file: string, text: string): void {
    this.files.set(file, text);
  }
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function findVariable(source: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  let found: ts.VariableDeclaration | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function keyOf(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined;
  const { name } = property;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isIdentifier(name)) return name.text;
  return undefined;
}

/** Escapes a string for a regular expression. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The new version's entry, made from the text of the newest one's. */
function copiedEntry(
  edit: TableEdit,
  initializer: ts.Expression,
  source: ts.SourceFile,
  from: string,
  to: string,
): string {
  const text = initializer.getText(source);
  const withVersion = (value: string): string =>
    value.replace(new RegExp(`\\bversion: '${escape(from)}'`, 'g'), `version: '${to}'`);
  const releasePatterns = (value: string): string => {
    const [fromMajor, fromMinor] = releaseNumbers(from);
    const [toMajor, toMinor] = releaseNumbers(to);
    return value
      .replaceAll(`v${from}.x-release`, `v${to}.x-release`)
      .replaceAll(`v${escape(from)}\\.x-release`, `v${escape(to)}\\.x-release`)
      .replace(new RegExp(`-${fromMajor}${fromMinor}0\\b`, 'g'), `-${toMajor}${toMinor}0`);
  };
  switch (edit.copy) {
    case 'as-is':
      return text;
    case 'text':
      return text.replaceAll(from, to);
    case 'release-patterns':
      return releasePatterns(text);
    case 'with-version':
      // An entry written as a name (`'3.1': THREE_ONE`) is spread with its version replaced.
      return ts.isIdentifier(initializer) ? `{ ...${text}, version: '${to}' }` : withVersion(text);
    case 'release-facts': {
      if (!ts.isObjectLiteralExpression(initializer))
        fail(`${edit.file}: ${edit.name}['${from}'] is not an object literal.`);
      const [toMajor, toMinor] = releaseNumbers(to);
      const kept = initializer.properties
        .filter((property) => !['unconfirmed', 'testServer'].includes(keyOf(property) ?? ''))
        .map((property) => {
          const key = keyOf(property);
          if (key === 'version') return `version: '${to}'`;
          if (key === 'release') return `release: '${toMajor}.${toMinor}'`;
          if (key === 'pathPrefix') return `pathPrefix: '/${to}'`;
          return releasePatterns(property.getText(source));
        });
      kept.push(
        `unconfirmed: 'Copied from ${from} when the ${to} docs were added (npm run version:add): the Ubuntu release, installer branch and URL, -v value and development branch follow the ${from} pattern and were not read upstream; confirm each in the ${to} release.'`,
      );
      return `{\n${kept.join(',\n')},\n}`;
    }
  }
}

/** Adds `to`'s entry to the table, next to `from`'s (before it when the table lists the newest first). */
function addTableEntry(plan: Plan, edit: TableEdit, from: string, to: string): void {
  const text = plan.read(edit.file);
  const source = parse(edit.file, text);
  const declaration = findVariable(source, edit.name);
  if (!declaration?.initializer) fail(`${edit.file}: no table named ${edit.name} to add ${to} to.`);
  const table = unwrap(declaration.initializer);
  if (!ts.isObjectLiteralExpression(table)) fail(`${edit.file}: ${edit.name} is not an object literal.`);
  const properties = table.properties;
  if (properties.some((property) => keyOf(property) === to)) fail(`${edit.file}: ${edit.name} already has '${to}'.`);
  const index = properties.findIndex((property) => keyOf(property) === from);
  if (index < 0) fail(`${edit.file}: ${edit.name} has no '${from}' entry to copy.`);
  const property = properties[index] as ts.PropertyAssignment;
  const marker = `// ${to}: copied from ${from} by npm run version:add; check it against the ${to} release.`;
  const entry = `${marker}\n'${to}': ${copiedEntry(edit, property.initializer, source, from, to)}`;
  const newestFirst = index === 0 && properties.length > 1;
  const updated = newestFirst
    ? `${text.slice(0, property.getStart(source))}${entry},\n${text.slice(property.getStart(source))}`
    : `${text.slice(0, property.getEnd())},\n${entry}${text.slice(property.getEnd())}`;
  plan.write(edit.file, updated);
  plan.notes.push(`${edit.file}: ${edit.name}['${to}'] copied from '${from}'`);
}

/** Adds `case 'to':` beside `case 'from':` in the function's switch. */
function addSwitchCase(plan: Plan, file: string, fn: string, from: string, to: string): void {
  const text = plan.read(file);
  const source = parse(file, text);
  let clause: ts.CaseClause | undefined;
  const visit = (node: ts.Node, inFunction: boolean): void => {
    const entering = inFunction || (ts.isFunctionDeclaration(node) && node.name?.text === fn);
    if (entering && ts.isCaseClause(node) && ts.isStringLiteral(node.expression) && node.expression.text === from) {
      clause = node;
    }
    ts.forEachChild(node, (child) => visit(child, entering));
  };
  visit(source, false);
  if (!clause) fail(`${file}: no \`case '${from}':\` in ${fn}() to add ${to} beside.`);
  // After an empty clause (it falls through to the same branch), else before it.
  const at = clause.statements.length === 0 ? clause.getEnd() : clause.getStart(source);
  const insert = clause.statements.length === 0 ? `\ncase '${to}':` : `case '${to}':\n`;
  plan.write(file, `${text.slice(0, at)}${insert}${text.slice(at)}`);
  plan.notes.push(`${file}: ${fn}() treats ${to} as ${from}`);
}

/** Puts `to` first in the DOC_VERSIONS array literal. */
function addToDocVersions(plan: Plan, from: string, to: string): void {
  const file = 'src/data/versions.ts';
  const text = plan.read(file);
  const source = parse(file, text);
  const declaration = findVariable(source, 'DOC_VERSIONS');
  const list = declaration?.initializer && unwrap(declaration.initializer);
  if (!list || !ts.isArrayLiteralExpression(list)) fail(`${file}: no DOC_VERSIONS array literal.`);
  const first = list.elements[0];
  if (!first || !ts.isStringLiteral(first) || first.text !== from) {
    fail(`${file}: DOC_VERSIONS does not start with the newest version ${from} of versions.json.`);
  }
  const start = first.getStart(source);
  plan.write(file, `${text.slice(0, start)}'${to}', ${text.slice(start)}`);
}

/** The home page of a version that is not at the root (src/pages/<version>/index.tsx). */
function versionHomePage(version: string): string {
  const component = `Home${version.replace(/[^0-9A-Za-z]/g, '')}`;
  return `import type { ReactNode } from 'react';

import VersionHome from '../_components/VersionHome';

/** The home of the ${version} docs, at /${version}/. */
export default function ${component}(): ReactNode {
  return <VersionHome version="${version}" />;
}
`;
}

/** Plans every edit; writes nothing. */
function planVersionAdd(root: string, version: string): Plan {
  if (!VERSION_NAME.test(version)) {
    fail(`Bad version name "${version}": expected a release line such as 3.2 (digits.digits).`);
  }
  const plan = new Plan(root);
  const versionsJson = JSON.parse(plan.read('versions.json')) as unknown;
  if (!Array.isArray(versionsJson) || versionsJson.some((name) => typeof name !== 'string') || !versionsJson.length) {
    fail('versions.json is not a non-empty list of version names.');
  }
  const names = versionsJson as string[];
  if (names.includes(version)) fail(`Version ${version} already exists (versions.json).`);
  const from = names[0];
  if (!isNewer(version, from)) fail(`Version ${version} is not newer than the newest docs version ${from}.`);
  for (const existing of [
    `versioned_docs/version-${version}`,
    `versioned_sidebars/version-${version}-sidebars.json`,
    `src/pages/${version}`,
  ]) {
    if (existsSync(path.join(root, existing))) fail(`Version ${version} already exists: ${existing}.`);
  }
  const docsFrom = `versioned_docs/version-${from}`;
  if (!existsSync(path.join(root, docsFrom))) fail(`File not found: ${docsFrom} (the docs to copy).`);

  plan.write('versions.json', `${JSON.stringify([version, ...names], null, 2)}\n`);
  plan.copies.push({ from: docsFrom, to: `versioned_docs/version-${version}`, version: { from, to: version } });
  addToDocVersions(plan, from, version);
  for (const edit of TABLES) addTableEntry(plan, edit, from, version);
  for (const { file, fn } of SWITCHES) addSwitchCase(plan, file, fn, from, version);
  plan.write(`src/pages/${version}/index.tsx`, versionHomePage(version));
  return plan;
}

/** Writes the plan, formats what it wrote, regenerates the sidebars and type-checks the result. */
async function applyPlan(plan: Plan, version: string): Promise<void> {
  const { root } = plan;
  for (const copy of plan.copies) {
    cpSync(path.join(root, copy.from), path.join(root, copy.to), { recursive: true });
    // Components in the docs take the page's version as a prop: <PortTable version="3.1" />.
    const prop = `version="${copy.version.from}"`;
    let props = 0;
    for (const file of readdirSync(path.join(root, copy.to), { recursive: true, encoding: 'utf8' })) {
      if (!/\.mdx?$/.test(file)) continue;
      const full = path.join(root, copy.to, file);
      const text = readFileSync(full, 'utf8');
      const count = text.split(prop).length - 1;
      if (count === 0) continue;
      props += count;
      writeFileSync(full, text.replaceAll(prop, `version="${copy.version.to}"`));
    }
    plan.notes.push(`${copy.to}: ${props} component props ${prop} now name ${copy.version.to}`);
  }
  for (const [file, text] of plan.files) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const options = (await prettier.resolveConfig(full)) ?? {};
    writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
  }
  const run = (what: string, args: string[]): void => {
    try {
      execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    } catch {
      fail(`${what} failed after the files were written; see the output above.`);
    }
  };
  // versioned_sidebars/version-<v>-sidebars.json of every version, the new one included.
  run('npm run sidebars', ['--import', 'tsx', 'scripts/sidebars.mts']);
  if (!existsSync(path.join(root, `versioned_sidebars/version-${version}-sidebars.json`))) {
    fail(`scripts/sidebars.mts did not write versioned_sidebars/version-${version}-sidebars.json.`);
  }
  // src/data/api/exampleChecksums.ts is written from the data, for every version: the new one's example requests too.
  run('npm run api-checksums', ['--import', 'tsx', 'scripts/api-example-checksums.mts']);
  // A Record<DocVersion, …> that TABLES does not list fails here.
  run('The type check (a per-version table this script does not know?)', [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '--noEmit',
  ]);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1) fail('Usage: npm run version:add -- <version>, e.g. npm run version:add -- 3.2');
  const [version] = args;
  const root = process.cwd();
  const plan = planVersionAdd(root, version);
  await applyPlan(plan, version);
  console.log(`Added docs version ${version}:`);
  console.log(`- versions.json, versioned_docs/version-${version} (a copy of ${plan.copies[0].from})`);
  console.log(`- versioned_sidebars/version-${version}-sidebars.json (scripts/sidebars.mts)`);
  console.log(`- src/data/versions.ts DOC_VERSIONS, src/pages/${version}/index.tsx`);
  console.log('- src/data/api/exampleChecksums.ts (scripts/api-example-checksums.mts)');
  for (const note of plan.notes) console.log(`- ${note}`);
  console.log(`Check every entry marked "copied from" against the ${version} release (docs/adding-a-version.md).`);
}

main().catch((error: unknown) => {
  if (error instanceof VersionAddError) {
    console.error(`version:add: ${error.message}`);
    process.exit(1);
  }
  throw error;
});

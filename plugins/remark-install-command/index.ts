/**
 * Turns `<InstallCommand flags="-w -g" />` in a page into the bbb-install
 * command of the page's release (the docs version of its folder) as a plain
 * bash code block, when the page is compiled.
 *
 * The command is made from the data in src/data/admin/installOptions.ts
 * (buildInstallCommand, which also refuses options the release's installer
 * does not accept, so a wrong flag fails the build). Done at build time, the
 * page's JavaScript carries the command text only, not the installer options
 * of every release and the code that checks them.
 *
 * Attributes are those of InstallCommandProps below; each must be a string
 * literal. Pages use the element without importing anything.
 */
import { buildInstallCommand } from '../../src/data/admin/installOptions';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';

export const ELEMENT = 'InstallCommand';

/** The element's attributes. */
export interface InstallCommandProps {
  /** Docs version whose installer and -v value are used: the page's own unless given. */
  version?: DocVersion;
  /** Value of -s (default bbb.example.com). */
  hostname?: string;
  /** Value of -e (default notice@example.com). */
  email?: string;
  /** Extra options, such as "-w -g". Options the release does not accept fail the build. */
  flags?: string;
  /** Environment assignments for the script, such as "GL_PATH=/gl". */
  env?: string;
  /** Point release to pin, such as "3.0.14" (gives -v jammy-300-3.0.14). */
  pin?: string;
  /** Title of the code block. */
  title?: string;
}

const ATTRIBUTES = new Set<keyof InstallCommandProps>(['version', 'hostname', 'email', 'flags', 'env', 'pin', 'title']);

/** The parts of the MDX syntax tree this plugin reads and writes. */
interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number } };
}

interface CodeNode extends Node {
  type: 'code';
  lang: string;
  meta: string;
  value: string;
}

/** The docs version of a page from its path (`versioned_docs/version-<v>/…`). */
export function versionOfFile(path: string): DocVersion | undefined {
  const match = /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(path);
  return match && (DOC_VERSIONS as readonly string[]).includes(match[1]) ? (match[1] as DocVersion) : undefined;
}

function propsOf(node: Node, where: string, pageVersion: DocVersion | undefined): InstallCommandProps {
  const props: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    const name = attribute.name as keyof InstallCommandProps | undefined;
    if (attribute.type !== 'mdxJsxAttribute' || !name || !ATTRIBUTES.has(name)) {
      throw new Error(`${where}: <${ELEMENT}> takes only ${[...ATTRIBUTES].join(', ')}`);
    }
    if (typeof attribute.value !== 'string') {
      throw new Error(`${where}: <${ELEMENT}> ${name} must be a string literal`);
    }
    props[name] = attribute.value;
  }
  props.version ??= pageVersion as string;
  if (!(DOC_VERSIONS as readonly string[]).includes(props.version)) {
    throw new Error(`${where}: <${ELEMENT}> needs version, one of ${DOC_VERSIONS.join(', ')}`);
  }
  return props as unknown as InstallCommandProps;
}

/** The code block that stands for one element. */
export function installCommandBlock(props: InstallCommandProps & { version: DocVersion }): CodeNode {
  const { version, title, ...input } = props;
  const heading = title ?? `Install BigBlueButton ${RELEASES[version].release} (run on the server)`;
  if (heading.includes('"')) throw new Error(`<${ELEMENT}> title cannot contain a double quote: ${heading}`);
  return { type: 'code', lang: 'bash', meta: `title="${heading}"`, value: buildInstallCommand(version, input) };
}

function replaceIn(parent: Node, file: string, pageVersion: DocVersion | undefined): void {
  if (!parent.children) return;
  parent.children = parent.children.map((child) => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === ELEMENT) {
      if (child.type === 'mdxJsxTextElement') {
        throw new Error(`${file}:${child.position?.start.line}: <${ELEMENT}> must stand on a line of its own`);
      }
      const props = propsOf(child, `${file}:${child.position?.start.line ?? '?'}`, pageVersion);
      return installCommandBlock(props as InstallCommandProps & { version: DocVersion });
    }
    replaceIn(child, file, pageVersion);
    return child;
  });
}

/** The remark plugin (docs `beforeDefaultRemarkPlugins`). */
export default function remarkInstallCommand() {
  return (tree: Node, file: { path?: string }) =>
    replaceIn(tree, file.path ?? 'page', file.path ? versionOfFile(file.path) : undefined);
}

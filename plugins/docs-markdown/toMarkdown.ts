/**
 * Turns a built doc page into clean Markdown: the rendered article (so MDX
 * components come out as the tables and text readers see), with code
 * languages, code-block titles and admonitions kept, and the page chrome
 * (heading anchors, copy buttons, breadcrumbs) dropped.
 */
import type { Element, Root, RootContent } from 'hast';

// `diagramDark`: a prerendered diagram's dark-mode image repeats its light one (src/theme/Mermaid).
const DROP_CLASSES = [
  'hash-link',
  'copyButtonIcons',
  'buttonGroup',
  'docCopyBar',
  'theme-doc-toc-mobile',
  'diagramDark',
];

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClassLike(node: Element, fragment: string): boolean {
  return classes(node).some((c) => c === fragment || c.startsWith(`${fragment}_`));
}

function text(node: RootContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(text).join('');
  return '';
}

function el(tagName: string, children: RootContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties, children: children as Element['children'] };
}

/** Elements whose parts the page separates with CSS only (badges, notes, block spans), or by being blocks. */
const SEPARATED = new Set(['span', 'div', 'p', 'ul', 'ol', 'br']);

/** Last character of a node's text, `''` when it has none. */
function lastChar(node: RootContent): string {
  const value = text(node);
  return value.slice(-1);
}

/**
 * Keeps words apart where the page separates them by styling alone.
 *
 * Components render parts of one cell or line as adjacent elements with no
 * space between them (`Removed<span class="badge">pre-release</span>`,
 * `<code>3478</code><span class="optional">when needed</span>`, a sentence
 * followed by a note span, or two paragraphs in a table cell). A browser
 * shows them apart through margins and `display: block`; Markdown would
 * glue them into `Removedpre-release`. This inserts one space before such an
 * element when the text before it ends, and its own text starts, with a
 * visible character other than punctuation that attaches to the previous
 * word (`, . ; : ) ]`). Text nodes are left alone: markup like
 * `<code>x</code>s` is meant to be written together.
 */
function separateAdjacent(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    const previous = out[out.length - 1];
    if (previous && child.type === 'element' && SEPARATED.has(child.tagName)) {
      const before = lastChar(previous);
      const first = text(child).charAt(0);
      if (before && /\S/.test(before) && first && /[^\s,.;:)\]!?]/.test(first)) {
        out.push({ type: 'text', value: ' ' });
      }
    }
    out.push(child);
  }
  return out;
}

/** Rewrites the Docusaurus-specific markup into plain HTML that maps cleanly to Markdown. */
function simplify(node: Root | Element): void {
  const next: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') {
      if (child.type !== 'comment') next.push(child);
      continue;
    }
    // Forms (the API reference's release comparison) act in the browser only.
    const interactive = child.tagName === 'button' || child.tagName === 'form';
    if (DROP_CLASSES.some((c) => hasClassLike(child, c)) || interactive || child.tagName === 'svg') {
      continue;
    }
    // Admonition → blockquote starting with its kind in bold.
    if (classes(child).includes('theme-admonition')) {
      const kind =
        classes(child)
          .find((c) => c.startsWith('theme-admonition-'))
          ?.slice('theme-admonition-'.length) ?? 'note';
      const content = findFirst(child, (e) => hasClassLike(e, 'admonitionContent')) ?? child;
      simplify(content);
      const label = kind.charAt(0).toUpperCase() + kind.slice(1);
      next.push(el('blockquote', [el('p', [el('strong', [{ type: 'text', value: label }])]), ...content.children]));
      continue;
    }
    // Code block: title (if any) as a bold line, then the code with its language.
    if (hasClassLike(child, 'codeBlockContainer')) {
      const pre = findFirst(child, (e) => e.tagName === 'pre');
      const title = findFirst(child, (e) => hasClassLike(e, 'codeBlockTitle'));
      const language = classes(child)
        .concat(pre ? classes(pre) : [])
        .find((c) => c.startsWith('language-'));
      const code = pre ? codeText(pre) : '';
      if (title) next.push(el('p', [el('em', [{ type: 'text', value: text(title).trim() }])]));
      next.push(el('pre', [el('code', [{ type: 'text', value: code }], { className: language ? [language] : [] })]));
      continue;
    }
    simplify(child);
    next.push(child);
  }
  // A table cell holds one line in Markdown: paragraphs and blocks inside it
  // become inline runs, so that the separator between them survives (the
  // converter drops whitespace between blocks).
  const cell = node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th');
  const flat = cell
    ? next.flatMap((c) =>
        c.type === 'element' && (c.tagName === 'p' || c.tagName === 'div')
          ? [el('span', c.children as RootContent[])]
          : [c],
      )
    : next;
  node.children = separateAdjacent(flat) as Element['children'];
}

/** The text of a Prism code block: one line per token-line span. */
function codeText(pre: Element): string {
  const lines: string[] = [];
  const visit = (n: Element) => {
    for (const c of n.children) {
      if (c.type !== 'element') continue;
      if (hasClassLike(c, 'token-line')) lines.push(text(c).replace(/\n$/, ''));
      else visit(c);
    }
  };
  visit(pre);
  return lines.length ? lines.join('\n') : text(pre).replace(/\n$/, '');
}

export function findFirst(node: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Markdown of the article in a built page; `null` when the page has no doc article. */
export async function pageToMarkdown(html: string, title: string, description?: string): Promise<string | null> {
  const [
    { unified },
    { default: rehypeParse },
    { default: rehypeRemark },
    { default: remarkGfm },
    { default: remarkStringify },
  ] = await Promise.all([
    import('unified'),
    import('rehype-parse'),
    import('rehype-remark'),
    import('remark-gfm'),
    import('remark-stringify'),
  ]);
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const article = findFirst(tree, (e) => classes(e).includes('theme-doc-markdown'));
  if (!article) return null;
  // The page title is written once, from the front matter.
  const header = findFirst(article, (e) => e.tagName === 'header');
  if (header) article.children = article.children.filter((c) => c !== header);
  simplify(article);
  const root: Root = { type: 'root', children: [article] };
  const mdast = await unified().use(rehypeRemark).run(root);
  const body = unified()
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
    .stringify(mdast as never);
  const intro = description ? `\n> ${description}\n` : '';
  return `# ${title}\n${intro}\n${String(body).trim()}\n`;
}

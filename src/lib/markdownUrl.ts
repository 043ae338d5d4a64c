/** Where the Markdown copy of a doc page lives: `/2.6/administration/install/` → `/2.6/administration/install.md`. */
export function markdownUrlOf(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

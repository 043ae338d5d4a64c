/**
 * Build-time outputs for readers' tools (LLM assistants, scripts):
 * - a clean Markdown copy of every doc page of every version, next to it
 *   (`/administration/install.md`, `/2.6/administration/install.md`);
 * - `/llms.txt`: the site map per version as Markdown links with one-line descriptions,
 *   and the version's OpenAPI document (plugins/openapi);
 * - `/llms-full.txt`: every page of the latest version in one file.
 * The Markdown is made from the built HTML, so it holds exactly what the page shows.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';
import { markdownUrlOf } from '../../src/lib/markdownUrl';
import { openApiPath } from '../../src/lib/openapi';
import { pageToMarkdown } from './toMarkdown';

interface PageRecord {
  version: string;
  isLast: boolean;
  title: string;
  description: string;
  permalink: string;
  markdown: string;
}

/** The llms.txt line of a version's OpenAPI document (YAML, with the JSON twin). */
function openApiLine(site: string, version: DocVersion): string {
  return `- [OpenAPI 3.1 description of the ${version} API](${site}${openApiPath(version, 'yaml')}): every call, parameter and response of the release, machine-readable; the same as JSON: ${site}${openApiPath(version, 'json')}`;
}

export default function docsMarkdownPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-markdown',
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
      const content = docsPlugin?.content as DocsContent | undefined;
      if (!content) throw new Error('docs-markdown: the docs plugin content is missing');
      const pages: PageRecord[] = [];
      for (const version of content.loadedVersions) {
        for (const doc of version.docs) {
          const htmlFile = path.join(outDir, doc.permalink, 'index.html');
          const html = await readFile(htmlFile, 'utf8');
          const markdown = await pageToMarkdown(html, doc.title, doc.description);
          if (!markdown) throw new Error(`docs-markdown: no article in ${htmlFile}`);
          await writeFile(path.join(outDir, markdownUrlOf(doc.permalink)), markdown);
          pages.push({
            version: version.label,
            isLast: version.isLast,
            title: doc.title,
            description: doc.description,
            // Routes end with a slash on this site (trailingSlash: true).
            permalink: doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`,
            markdown,
          });
        }
      }
      const site = `${context.siteConfig.url}${context.siteConfig.baseUrl}`.replace(/\/$/, '');
      const byVersion = new Map<string, PageRecord[]>();
      for (const page of pages) byVersion.set(page.version, [...(byVersion.get(page.version) ?? []), page]);
      const sections = [...byVersion.entries()].map(([version, list]) => {
        const latest = list[0]?.isLast ? ' (latest)' : '';
        const lines = [...list]
          .sort((a, b) => a.permalink.localeCompare(b.permalink))
          .map((p) => `- [${p.title}](${site}${markdownUrlOf(p.permalink)}): ${p.description}`);
        const docVersion = DOC_VERSIONS.find((candidate) => candidate === version);
        if (docVersion) lines.push(openApiLine(site, docVersion));
        return `## BigBlueButton ${version}${latest}\n\n${lines.join('\n')}\n`;
      });
      const llms = [
        `# ${context.siteConfig.title} documentation`,
        '',
        `> ${context.siteConfig.tagline} for BigBlueButton, the open-source virtual classroom, and Greenlight v3. Each page below is plain Markdown; pick the version your server runs.`,
        '',
        ...sections,
      ].join('\n');
      await writeFile(path.join(outDir, 'llms.txt'), llms);
      const latest = pages.filter((p) => p.isLast).sort((a, b) => a.permalink.localeCompare(b.permalink));
      const full = latest.map((p) => `<!-- ${site}${p.permalink} -->\n\n${p.markdown}`).join('\n\n---\n\n');
      await writeFile(path.join(outDir, 'llms-full.txt'), full);
    },
  };
}

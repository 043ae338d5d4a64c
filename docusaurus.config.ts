import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { analyticsScriptUrl } from './config/analytics';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
import { classOnlyCodeTheme } from './config/prism';
import { clientRedirectsOptions } from './config/redirects';
import { searchOptions } from './config/search';
import { versionsOptions } from './config/versions';
import docsMarkdownPlugin from './plugins/docs-markdown';
import openApiPlugin from './plugins/openapi';
import codeHighlightingPlugin from './plugins/code-highlighting';
import versionNotFoundPlugin from './plugins/version-not-found';
import hostFilesPlugin from './plugins/host-files';
import versionHomesPlugin from './plugins/version-homes';
import searchLocalPlugin from './plugins/search-local';
import remarkInstallCommand from './plugins/remark-install-command';
import remarkMermaidPrerendered from './plugins/mermaid-prerender';

// Environment flags, computed once.
/** `DOCUSAURUS_FASTER=false` builds with plain webpack/Babel/Terser, for comparison. */
const useFaster = process.env.DOCUSAURUS_FASTER !== 'false';
/** An optional announcement; `ANNOUNCEMENT_ID=` (empty) turns it off. */
const announcementId = process.env.ANNOUNCEMENT_ID ?? 'bbb-30-current';

const config = {
  title: 'BigBlueButton',
  tagline: 'Official Documentation',
  favicon: 'img/favicon.svg',
  url: 'https://docs.bigbluebutton.org',
  baseUrl: '/',
  trailingSlash: true,
  noIndex: false,

  // The spec asks the build only to warn; `npm run check:links` fails on broken links and anchors.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  // The optional consent/analytics script: off unless configured (config/analytics.ts).
  scripts: analyticsScriptUrl ? [{ src: analyticsScriptUrl, async: true }] : [],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },

  future: {
    experimental_faster: useFaster,
    experimental_router: 'browser',
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  },

  themes: ['@docusaurus/theme-mermaid'],

  clientModules: ['./src/clientModules/scrollableRegions.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: false,
          breadcrumbs: true,
          // <InstallCommand> elements become code blocks when pages are compiled.
          beforeDefaultRemarkPlugins: [remarkInstallCommand],
          // Mermaid diagrams use the SVG drawn by `npm run diagrams` when it is current.
          remarkPlugins: [remarkMermaidPrerendered],
          ...versionsOptions,
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // The versions' not-found pages (plugins/version-not-found) are not pages to index.
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/*/404/'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['@docusaurus/plugin-client-redirects', clientRedirectsOptions],
    [searchLocalPlugin, searchOptions],
    docsMarkdownPlugin,
    openApiPlugin,
    codeHighlightingPlugin,
    versionNotFoundPlugin,
    hostFilesPlugin,
    versionHomesPlugin,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'keywords', content: 'BigBlueButton, Greenlight, web conferencing, documentation' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: announcementId
      ? {
          id: announcementId,
          content: 'BigBlueButton 3.0 is the current release. <a href="/new-features/">See what is new in 3.0</a>.',
          backgroundColor: '#1d3a8a',
          textColor: '#ffffff',
          isCloseable: true,
        }
      : undefined,
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    navbar,
    footer,
    prism: {
      theme: classOnlyCodeTheme,
      darkTheme: classOnlyCodeTheme,
      // Beyond the languages prism-react-renderer bundles; each one adds to every page's JavaScript.
      additionalLanguages: ['bash', 'ini', 'nginx', 'properties', 'ruby', 'php', 'diff'],
    },
    mermaid: { theme: { light: 'default', dark: 'dark' } },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

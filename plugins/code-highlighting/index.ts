/**
 * Code highlighting without Prism in every page's first load:
 * - the classic theme's client module that loads Prism and its languages on
 *   every page is replaced by an empty one; src/components/CodeLines loads
 *   them with the code it highlights;
 * - token colours are a stylesheet made from the light and dark themes of
 *   config/prism.ts (selected by `html[data-theme]`), not inline styles, so
 *   the HTML written at build time is right in both colour modes.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PrismTheme } from 'prism-react-renderer';

import { darkCodeTheme, lightCodeTheme } from '../../config/prism';

const THEME_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}: ${String(value)};`)
    .join(' ');
}

/** The CSS for one colour mode: the block's colours as the theme's CSS variables, then one rule per token style. */
export function themeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const root = `html[data-theme='${mode}']`;
  const rules = [
    `${root} { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; }`,
  ];
  for (const { types, style } of theme.styles) {
    const selectors = types.map((type) => `${root} .prism-code .token.${type}`).join(',\n');
    rules.push(`${selectors} { ${declarations(style as Record<string, unknown>)} }`);
  }
  return rules.join('\n');
}

export function prismThemeCss(): string {
  return [
    '/* Generated from config/prism.ts by plugins/code-highlighting. */',
    themeCss('light', lightCodeTheme),
    themeCss('dark', darkCodeTheme),
    '',
  ].join('\n');
}

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlighting', 'prism-theme.css');
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, prismThemeCss());
  return {
    name: 'code-highlighting',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_CLIENT_MODULE,
            path.join(context.siteDir, 'plugins', 'code-highlighting', 'noop.js'),
          ),
        ],
      };
    },
  };
}

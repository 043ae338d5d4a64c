import assert from 'node:assert/strict';
import { test } from 'node:test';

import { classOnlyCodeTheme, darkCodeTheme, lightCodeTheme } from '../../config/prism';
import { prismThemeCss, themeCss } from '../../plugins/code-highlighting';

test('every token style of both code themes becomes a rule under its colour mode', () => {
  for (const [mode, codeTheme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    const css = themeCss(mode, codeTheme);
    assert.match(css, new RegExp(`html\\[data-theme='${mode}'\\] \\{ --prism-color: ${codeTheme.plain.color};`));
    for (const { types, style } of codeTheme.styles) {
      for (const type of types) {
        const rule = new RegExp(
          `html\\[data-theme='${mode}'\\] \\.prism-code \\.token\\.${type}[,\\s][^}]*\\{([^}]*)\\}`,
        );
        const match = css.match(rule);
        assert.ok(match, `${mode}: no rule for .token.${type}`);
        if (style.color) assert.ok(match[1].includes(`color: ${style.color};`), `${mode}: ${type} is ${style.color}`);
      }
    }
  }
});

test('the stylesheet holds both modes and nothing undefined', () => {
  const css = prismThemeCss();
  assert.ok(css.includes(`html[data-theme='light']`) && css.includes(`html[data-theme='dark']`));
  assert.doesNotMatch(css, /undefined|null|NaN/);
  assert.match(css, /font-style: italic;/);
  assert.match(css, /text-decoration-line: underline;/);
});

test('the classic theme is given no colours, so no inline style competes with the stylesheet', () => {
  assert.deepEqual(classOnlyCodeTheme, { plain: {}, styles: [] });
});

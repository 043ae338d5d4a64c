import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code highlighting themes whose every token colour has at least 4.5:1
 * contrast on its background (WCAG AA); the stock GitHub theme fails for
 * several tokens. Checked by the axe tests on every page, in both modes.
 */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['string', 'attr-value', 'template-string', 'char', 'regex'], style: { color: '#0a3069' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'unit'], style: { color: '#0550ae' } },
    { types: ['keyword', 'atrule', 'important', 'selector', 'deleted'], style: { color: '#cf222e' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: '#6639ba' } },
    { types: ['variable', 'builtin', 'parameter', 'property'], style: { color: '#953800' } },
    { types: ['tag', 'inserted', 'attr-name'], style: { color: '#116329' } },
    { types: ['url', 'entity'], style: { color: '#0550ae', textDecorationLine: 'underline' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#d4d4d4', backgroundColor: '#1e1e1e' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#7fb069', fontStyle: 'italic' } },
    { types: ['string', 'attr-value', 'template-string', 'char'], style: { color: '#ce9178' } },
    { types: ['regex'], style: { color: '#d7ba7d' } },
    { types: ['punctuation', 'operator'], style: { color: '#d4d4d4' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'unit'], style: { color: '#b5cea8' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: '#569cd6' } },
    { types: ['function', 'maybe-class-name'], style: { color: '#dcdcaa' } },
    { types: ['class-name', 'builtin'], style: { color: '#4ec9b0' } },
    { types: ['variable', 'parameter', 'property', 'attr-name'], style: { color: '#9cdcfe' } },
    { types: ['tag'], style: { color: '#569cd6' } },
    { types: ['deleted'], style: { color: '#f48771' } },
    { types: ['inserted'], style: { color: '#b5cea8' } },
    { types: ['url', 'entity'], style: { color: '#9cdcfe', textDecorationLine: 'underline' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};

/**
 * What the classic theme is given: no colours at all. Code blocks carry only
 * token class names, coloured by the stylesheet plugins/code-highlighting
 * makes from the two themes above, so the HTML is right in either mode
 * without re-rendering it after hydration.
 */
export const classOnlyCodeTheme: PrismTheme = { plain: {}, styles: [] };

/**
 * React 19 writes `<link rel="preload" as="image">` for a page's first images
 * at the start of the root element (#__docusaurus), and React's hydration
 * knows to step over them. Preact's (plugins/preact-client) does not: it finds
 * a link where it expects the skip link, and moves the skip link, the
 * announcement bar and the navbar into place, which makes the browser lay out
 * the whole page again during hydration (about half a second of a throttled
 * phone's main thread on the API reference). Moving the links into <head>
 * before hydration leaves the root as the components render it; the preloads
 * work the same from there.
 */
if (typeof document !== 'undefined') {
  const root = document.getElementById('__docusaurus');
  root?.querySelectorAll(':scope > link').forEach((link) => document.head.appendChild(link));
}

export {};

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { idCounter, pageDocuments, parsePage } from '../../plugins/search-local/scan';

/** A built docs page, trimmed to what the scanner reads (the markup Docusaurus 3.7 writes). */
const PAGE = `<!doctype html><html><head>
<meta name="description" content="Open the ports BigBlueButton needs.">
<meta name="keywords" content="firewall,ufw">
</head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/administration/install/">Administration</a></nav>
<div class="main-wrapper"><aside><ul class="menu">
  <li><div class="menu__list-item-collapsible"><a class="menu__link menu__link--active" href="#">Networking</a></div></li>
</ul></aside>
<article><span class="badge">Version: 3.0</span>
<header><h1>Firewall configuration</h1></header>
<p>BigBlueButton needs <code>UDP</code> ports<br>open.</p>
<h2 id="open">Open the ports<a class="hash-link" href="#open" aria-hidden="true">#</a></h2>
<p>UDP 16384 to 32768.</p><table><tr><td>TCP</td><td>443</td></tr></table>
<div data-search-exclude><p>sha512 0123abcd</p></div>
<div class="mdxCodeBlock_x"><pre>ufw allow 443</pre><button>Copy</button></div>
<h3 id="test">Test the firewall<a class="hash-link" href="/elsewhere/#test">#</a></h3><p>Use nc.</p>
</article></div></body></html>`;

test('a built page gives its title, breadcrumbs, description, keywords and sections', () => {
  const parsed = parsePage(PAGE, ['[data-search-exclude]']);
  assert.ok(parsed);
  assert.equal(parsed.pageTitle, 'Firewall configuration');
  assert.deepEqual(parsed.breadcrumb, ['Administration', 'Networking']);
  assert.equal(parsed.description, 'Open the ports BigBlueButton needs.');
  assert.equal(parsed.keywords, 'firewall, ufw');
  assert.deepEqual(
    parsed.sections.map((s) => [s.title, s.hash]),
    [
      ['Firewall configuration', ''],
      ['Open the ports', '#open'],
      ['Test the firewall', '/elsewhere/#test'],
    ],
  );
  // Blocks and table cells are kept apart; line breaks are spaces; the copy button and excluded elements are gone.
  assert.equal(parsed.sections[0].content, 'BigBlueButton needs UDP ports open.');
  assert.equal(parsed.sections[1].content, 'UDP 16384 to 32768. TCP 443 ufw allow 443');
  assert.ok(!JSON.stringify(parsed).includes('Version: 3.0'));
});

test('a page that asks not to be indexed gives nothing', () => {
  assert.equal(parsePage(PAGE.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">')), null);
});

test('documents: ids in page order, headings and sections under their page, links to other pages left out', () => {
  const parsed = parsePage(PAGE, ['[data-search-exclude]']);
  const nextId = idCounter();
  const [titles, headings, descriptions, keywords, contents] = pageDocuments(
    [
      { url: '/administration/firewall-configuration/', parsed },
      { url: '/x/', parsed: null },
    ],
    nextId,
  );
  const u = '/administration/firewall-configuration/';
  assert.deepEqual(titles, [{ i: 1, t: 'Firewall configuration', u, b: ['Administration', 'Networking'] }]);
  assert.deepEqual(headings, [{ i: 3, t: 'Open the ports', u, h: '#open', p: 1 }]);
  assert.deepEqual(descriptions, [
    { i: 1, t: 'Open the ports BigBlueButton needs.', s: 'Firewall configuration', u, p: 1 },
  ]);
  assert.deepEqual(keywords, [{ i: 1, t: 'firewall, ufw', s: 'Firewall configuration', u, p: 1 }]);
  assert.deepEqual(
    contents.map((d) => [d.i, d.s, d.h]),
    [
      [2, 'Firewall configuration', ''],
      [4, 'Open the ports', '#open'],
    ],
  );
  // The counter goes on for the next version of the build.
  assert.equal(nextId(), 5);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { pageToMarkdown } from '../../plugins/docs-markdown/toMarkdown';
import { markdownUrlOf } from '../../src/lib/markdownUrl';

const PAGE = `<!doctype html><html><body><nav>menu</nav><article><div class="theme-doc-markdown markdown">
<header><h1>Install</h1></header>
<p>Run <code>bbb-install.sh</code> first.</p>
<h2 id="ports">Ports<a href="#ports" class="hash-link" aria-label="Direct link to Ports">&#8203;</a></h2>
<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_x"><span class="admonitionIcon_y"><svg></svg></span>warning</div><div class="admonitionContent_z"><p>Open UDP 16384-32768.</p></div></div>
<div class="language-bash codeBlockContainer_a theme-code-block"><div class="codeBlockContent_b"><div class="codeBlockTitle_c">Run on the server</div><pre class="prism-code language-bash codeBlock_d"><code class="codeBlockLines_e"><span class="token-line"><span class="token plain">sudo ufw allow 443</span><br></span><span class="token-line"><span class="token plain">sudo ufw status</span><br></span></code></pre><div class="buttonGroup_f"><button>Copy</button></div></div></div>
<table><thead><tr><th>Port</th><th>Protocol</th></tr></thead><tbody><tr><td>443</td><td>TCP</td></tr></tbody></table>
</div></article></body></html>`;

test('a built page becomes clean Markdown', async () => {
  const md = await pageToMarkdown(PAGE, 'Install BigBlueButton', 'How to install.');
  assert.ok(md);
  assert.ok(md.startsWith('# Install BigBlueButton\n\n> How to install.\n'));
  assert.match(md, /## Ports\n/);
  assert.doesNotMatch(md, /Direct link|Copy\n|menu/);
  assert.match(md, /> \*\*Warning\*\*\n>\n> Open UDP 16384-32768\./);
  assert.match(md, /\*Run on the server\*\n\n```bash\nsudo ufw allow 443\nsudo ufw status\n```/);
  assert.match(md, /\| Port \| Protocol \|\n\| -+ \| -+ \|\n\| 443 +\| TCP +\|/);
});

test('a page without a doc article gives null', async () => {
  assert.equal(await pageToMarkdown('<html><body><main>x</main></body></html>', 'T'), null);
});

test('Markdown URLs sit next to the page', () => {
  assert.equal(markdownUrlOf('/2.6/administration/install/'), '/2.6/administration/install.md');
  assert.equal(markdownUrlOf('/2.5-legacy/teaching/'), '/2.5-legacy/teaching.md');
  assert.equal(markdownUrlOf('/accessibility/'), '/accessibility.md');
});

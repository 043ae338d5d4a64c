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

/** The article wrapper of a built page around some HTML. */
function article(body: string): string {
  return `<!doctype html><html><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;
}

test('table cells keep apart what the page separates by styling (badges, notes, paragraphs)', async () => {
  // Real cells of the built site: the config change table, the ports table, the
  // bbb-conf options table and the recording paths table.
  const md = await pageToMarkdown(
    article(`<table><thead><tr><th>Key</th><th>Change</th><th>Details</th></tr></thead><tbody>
<tr><th scope="row"><code>3478</code><span class="optional_pNMU">when needed</span></th><td class="nowrap_R8_r">Removed<span class="badge_VxQF">pre-release</span></td><td>Restart afterwards.<span class="note_vPoL">Also sets the bbb-webrtc-recorder range.</span></td></tr>
<tr><th scope="row"><span>/var/lib/bbb-webrtc-recorder/audio</span><span class="note_JD9H">Only filled when LiveKit carries the audio.</span></th><td><p>First paragraph.</p><p>Second paragraph.</p></td><td><span><code>CUSTOM_LAYOUT</code></span><span>, <code>SMART_LAYOUT</code></span></td></tr>
</tbody></table>`),
    'T',
  );
  assert.ok(md);
  assert.match(md, /`3478` when needed/);
  assert.match(md, /Removed pre-release/);
  assert.match(md, /Restart afterwards\. Also sets/);
  assert.match(md, /\/var\/lib\/bbb-webrtc-recorder\/audio Only filled/);
  assert.match(md, /First paragraph\. ?Second paragraph/);
  assert.doesNotMatch(md, /paragraph\.Second/);
  // Punctuation that belongs to the previous word stays attached.
  assert.match(md, /`CUSTOM_LAYOUT`, `SMART_LAYOUT`/);
});

test('inline code and links stay as written, with and without spaces', async () => {
  const md = await pageToMarkdown(
    article('<p>Open <code>3478</code>, then the <code>bbb-conf</code>s of <a href="/x">both servers</a>.</p>'),
    'T',
  );
  assert.ok(md);
  assert.match(md, /Open `3478`, then the `bbb-conf`s of \[both servers\]\(\/x\)\./);
});

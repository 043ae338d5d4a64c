import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import lunr from 'lunr';

import { assertSupportedOptions, searchIndexFile } from '../../plugins/search-local';
import {
  assertShippedIndex,
  buildPartIndex,
  packSearchIndex,
  unpackSearchIndex,
  type SearchDocument,
  type ShippedIndexPart,
} from '../../plugins/search-local/format';
import { pluginBuildIndex } from '../../plugins/search-local/upstream/server';

/** The plugin's own index builder, as its postBuild runs it for English. */
const buildIndex = pluginBuildIndex(path.resolve(import.meta.dirname, '..', '..'));

/** Two pages as the plugin's scanner gives them: titles, headings, descriptions, keywords, section text. */
function documents(): SearchDocument[][] {
  const install = '/administration/install/';
  const firewall = '/administration/firewall-configuration/';
  return [
    [
      { i: 1, t: 'Install BigBlueButton', u: install, b: ['Administration'] },
      { i: 6, t: 'Firewall configuration', u: firewall, b: ['Administration', 'Networking'] },
    ],
    [
      { i: 3, t: 'Before you install', u: install, h: '#before', p: 1 },
      { i: 8, t: 'Open the ports', u: firewall, h: '#open-the-ports', p: 6 },
      { i: 10, t: 'TURN server', u: firewall, h: '#turn', p: 6 },
    ],
    [{ i: 1, t: 'Install BigBlueButton with bbb-install on Ubuntu.', s: 'Install BigBlueButton', u: install, p: 1 }],
    [{ i: 6, t: 'firewall, ufw, ports, UDP', s: 'Firewall configuration', u: firewall, p: 6 }],
    [
      {
        i: 2,
        t: 'Install BigBlueButton with bbb-install: the install script installs every package, then install Greenlight.',
        s: 'Install BigBlueButton',
        u: install,
        h: '',
        p: 1,
      },
      {
        i: 4,
        t: 'Restart BigBlueButton with bbb-conf --restart after you change a configuration file; restart again after an upgrade.',
        s: 'Before you install',
        u: install,
        h: '#before',
        p: 1,
      },
      {
        i: 9,
        t: 'Open the firewall ports: UDP 16384 to 32768 for media, TCP 80 and 443 for the web server and TCP 7443 for TURN.',
        s: 'Open the ports',
        u: firewall,
        h: '#open-the-ports',
        p: 6,
      },
      {
        i: 11,
        t: 'The TURN server relays media for users behind strict firewalls; install coturn on a separate server with its own certificate.',
        s: 'TURN server',
        u: firewall,
        h: '#turn',
        p: 6,
      },
    ],
  ];
}

const QUERIES = [
  'install',
  'restart',
  'firewall',
  'turn server',
  'media',
  'certificate coturn',
  'bigbluebutton',
  'port*',
];
const PLUGIN_OPTIONS = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };

test('the shipped index reads back to exactly the documents the plugin scanned', () => {
  const docs = documents();
  assert.deepStrictEqual(unpackSearchIndex(packSearchIndex(docs.map((part) => ({ documents: part })))), docs);
  // And through JSON, as the browser reads it.
  assert.deepStrictEqual(unpackSearchIndex(JSON.parse(searchIndexFile(docs)) as ShippedIndexPart[]), docs);
});

test('page URLs and section titles are not stored where the page and its headings give them', () => {
  const shipped = packSearchIndex(documents().map((part) => ({ documents: part })));
  assert.deepEqual(
    shipped.map((part) => part.documents.derived),
    [[], ['u'], ['u', 's'], ['u', 's'], ['u', 's']],
  );
  assert.ok(shipped.every((part) => !part.documents.keys.some((key) => part.documents.derived.includes(key as 'u'))));
  // Ids are stored as differences from the previous id.
  const content = shipped[4].documents;
  assert.deepEqual(content.columns[content.keys.indexOf('i')], [2, 2, 5, 2]);
});

test('a value that does not follow from the page is kept as it is', () => {
  const docs = documents();
  docs[4][1].s = 'A title of its own';
  docs[1][0].u = '/administration/elsewhere/';
  const shipped = packSearchIndex(docs.map((part) => ({ documents: part })));
  assert.deepEqual(shipped[4].documents.derived, ['u']);
  assert.deepEqual(shipped[1].documents.derived, []);
  assert.deepStrictEqual(unpackSearchIndex(shipped), docs);
});

test('the index built from the shipped file answers every query as the plugin’s own index does', () => {
  const docs = documents();
  const plugin = buildIndex(docs, PLUGIN_OPTIONS).map((part) =>
    lunr.Index.load(JSON.parse(JSON.stringify(part.index))),
  );
  const shipped = unpackSearchIndex(JSON.parse(searchIndexFile(docs)) as ShippedIndexPart[]).map(buildPartIndex);
  let hits = 0;
  for (const query of QUERIES) {
    plugin.forEach((index, part) => {
      const expected = index.search(query);
      const actual = shipped[part].search(query);
      hits += expected.length;
      // Through JSON: lunr's match data objects have no prototype.
      const plain = (results: lunr.Result[]) =>
        JSON.parse(
          JSON.stringify(results.map(({ ref, score, matchData }) => ({ ref, score, metadata: matchData.metadata }))),
        );
      assert.deepEqual(plain(actual), plain(expected), `"${query}" in part ${part}`);
    });
  }
  assert.ok(hits > QUERIES.length, 'the test queries find too little to compare');
});

test('the shipped file is a fraction of the plugin’s', () => {
  const docs = documents();
  const pluginFile = JSON.stringify(buildIndex(docs, PLUGIN_OPTIONS));
  assert.ok(searchIndexFile(docs).length * 3 < pluginFile.length);
});

test('a file in another form is refused with a clear error', () => {
  const docs = documents();
  assert.doesNotThrow(() => assertShippedIndex(JSON.parse(searchIndexFile(docs))));
  for (const other of [JSON.parse(JSON.stringify(buildIndex(docs, PLUGIN_OPTIONS))), {}, null, [{}], 'text']) {
    assert.throws(() => assertShippedIndex(other), /not in the expected format/);
  }
});

test('search options the rebuilt index would not honour are refused', () => {
  assert.doesNotThrow(() => assertSupportedOptions({ language: ['en'] }));
  assert.doesNotThrow(() => assertSupportedOptions({ language: 'en', hashed: true, removeDefaultStopWordFilter: [] }));
  assert.throws(() => assertSupportedOptions({ language: ['en', 'de'] }), /language/);
  assert.throws(() => assertSupportedOptions({ language: 'en', removeDefaultStemmer: true }), /removeDefaultStemmer/);
  assert.throws(() => assertSupportedOptions({ language: 'en', removeDefaultStopWordFilter: true }), /StopWord/);
  assert.throws(() => assertSupportedOptions({ language: 'en', hashed: 'filename' }), /filename/);
  assert.throws(() => assertSupportedOptions({ language: 'en', searchContextByPaths: ['docs'] }), /searchContext/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import type lunr from 'lunr';

import { normalizeOptions, searchIndexFiles, versionPages } from '../../plugins/search-local';
import { HEAD_PARTS, indexFileUrls } from '../../plugins/search-local/files';
import {
  assertShippedIndex,
  buildPartIndex,
  buildPartIndexInSteps,
  packSearchIndex,
  unpackSearchIndex,
  type SearchDocument,
  type ShippedIndexPart,
} from '../../plugins/search-local/format';

/** The two files of an index, read back as the browser's worker reads them. */
function readBack(docs: SearchDocument[][]): { head: ShippedIndexPart[]; content: ShippedIndexPart[] } {
  const files = searchIndexFiles(docs);
  return {
    head: JSON.parse(files.head) as ShippedIndexPart[],
    content: JSON.parse(files.content) as ShippedIndexPart[],
  };
}

/** Two pages as the scanner (plugins/search-local/scan.ts) gives them: titles, headings, descriptions, keywords, section text. */
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

test('the shipped index reads back to exactly the documents scanned, the head file alone to its parts', () => {
  const docs = documents();
  assert.deepStrictEqual(unpackSearchIndex(packSearchIndex(docs.map((part) => ({ documents: part })))), docs);
  // And through JSON, as the browser reads it: the head file, then both.
  const { head, content } = readBack(docs);
  assert.equal(head.length, HEAD_PARTS);
  assert.equal(content.length, docs.length - HEAD_PARTS);
  assert.deepStrictEqual(unpackSearchIndex(head), docs.slice(0, HEAD_PARTS));
  assert.deepStrictEqual(unpackSearchIndex([...head, ...content]), docs);
});

test("a section's anchor is stored as its heading's position on the page, and read back as the anchor", () => {
  const docs = documents();
  const { content } = readBack(docs);
  const { keys, columns } = content[0].documents;
  // The intro has no heading (''); the others are the 1st, 1st and 2nd headings of their pages.
  assert.deepEqual(columns[keys.indexOf('h')], ['', 1, 1, 2]);
  // An anchor that names no heading of its page is kept as it is.
  const odd = documents();
  odd[4][3] = { ...odd[4][3], h: '#not-a-heading', s: undefined };
  delete odd[4][3].s;
  const packed = packSearchIndex(odd.map((part) => ({ documents: part })));
  assert.deepEqual(packed[4].documents.columns[packed[4].documents.keys.indexOf('h')], ['', 1, 1, '#not-a-heading']);
  assert.deepStrictEqual(unpackSearchIndex(JSON.parse(JSON.stringify(packed))), odd);
});

test('the section texts are the larger file, so that the head arrives first', () => {
  const files = searchIndexFiles(documents());
  assert.ok(files.content.length > files.head.length / 2, 'four section texts against two pages of titles');
  assert.deepEqual(indexFileUrls('/2.6/', 'ab12'), {
    head: '/2.6/search-index.json?_=ab12',
    content: '/2.6/search-index.content.json?_=ab12',
    symbols: '/2.6/search-index-symbols.json?_=ab12',
  });
  assert.deepEqual(indexFileUrls('/', ''), {
    head: '/search-index.json',
    content: '/search-index.content.json',
    symbols: '/search-index-symbols.json',
  });
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

/** Results as plain data (lunr's match data objects have no prototype). */
const plain = (results: lunr.Result[]) =>
  JSON.parse(
    JSON.stringify(results.map(({ ref, score, matchData }) => ({ ref, score, metadata: matchData.metadata }))),
  );

test('the index built in steps (as the worker builds it) answers every query as the index built at once', async () => {
  // Many documents, so that the steps are many.
  const docs = documents()[4];
  const many = Array.from({ length: 130 }, (_, n) => ({ ...docs[n % docs.length], i: n + 1 }));
  let pauses = 0;
  const stepped = await buildPartIndexInSteps(many, async () => {
    pauses += 1;
  });
  const once = buildPartIndex(many);
  assert.ok(pauses >= 3, `paused ${pauses} times`);
  let hits = 0;
  for (const query of QUERIES) {
    const expected = once.search(query);
    hits += expected.length;
    assert.deepEqual(plain(stepped.search(query)), plain(expected), query);
  }
  assert.ok(hits > QUERIES.length, 'the test queries find too little to compare');
  assert.deepEqual(JSON.parse(JSON.stringify(stepped)), JSON.parse(JSON.stringify(once)));
});

test('a file in another form is refused with a clear error', () => {
  const { head } = readBack(documents());
  assert.doesNotThrow(() => assertShippedIndex(head));
  const withLunrIndex = [{ documents: [], index: { version: '2.3.9', fields: ['t'], invertedIndex: [] } }];
  for (const other of [withLunrIndex, {}, null, [{}], 'text']) {
    assert.throws(() => assertShippedIndex(other), /not in the expected format/);
  }
});

test('the pages of each version: its docs only, not the search page, not-found pages or ignored routes', () => {
  const versions = [
    { path: '/', isLast: true, docs: [{ permalink: '/' }, { permalink: '/administration/install' }] },
    { path: '/2.6', isLast: false, docs: [{ permalink: '/2.6/administration/install' }, { permalink: '/2.6/404' }] },
  ];
  const routes = [
    '/',
    '/administration/install/',
    '/search/',
    '/2.6/administration/install/',
    '/2.6/404/',
    '/markdown-page/',
  ];
  const pages = versionPages(versions, routes, '/out', '/', [/^[^/]+\/404$/]);
  assert.deepEqual(pages, [
    {
      outDir: '/out',
      pages: [
        { filePath: path.join('/out', 'index.html'), url: '/' },
        { filePath: path.join('/out', 'administration/install', 'index.html'), url: '/administration/install/' },
      ],
    },
    {
      outDir: path.join('/out', '2.6'),
      pages: [
        {
          filePath: path.join('/out', '2.6/administration/install', 'index.html'),
          url: '/2.6/administration/install/',
        },
      ],
    },
  ]);
});

test('options get their defaults, and values the plugin cannot use are refused', () => {
  assert.deepEqual(normalizeOptions({}), { ignoreSelectors: [], ignoreRoutes: [], dropdownResults: 8, contexts: [] });
  assert.throws(() => normalizeOptions({ dropdownResults: 0 }), /dropdownResults/);
  assert.throws(() => normalizeOptions({ contexts: [{ path: 'a/b', label: 'AB' }] }), /one folder/);
});

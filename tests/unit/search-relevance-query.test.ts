/**
 * What people paste and name: pasted settings, codenames, release numbers,
 * code tokens read as words, long queries weighed by rarity, and exact
 * symbols from the typed data (plugins/search-local/query.ts, engine.ts,
 * symbols.ts, symbolsData.ts).
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';

import { prepareIndex, searchIndex, symbolHit, type SearchHit } from '../../plugins/search-local/engine';
import type { SearchDocument } from '../../plugins/search-local/format';
import {
  codenameRelease,
  codeParts,
  containsToken,
  isVersionWord,
  parseQuery,
  queryVersion,
  steerByVersion,
} from '../../plugins/search-local/query';
import {
  findSymbol,
  prepareSymbols,
  releasesOf,
  symbolAnchor,
  SYMBOL_KINDS,
  type SymbolFile,
} from '../../plugins/search-local/symbols';
import { symbolFile } from '../../plugins/search-local/symbolsData';
import { REAL_SET, REAL_HELD_OUT, REAL_TUNED, halfOf, sourceHash } from '../search/realSet';
import { KEYWORD_SET } from '../search/keywordSet';
import { DOC_IDS } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';

const groups = (input: string) => parseQuery(input).groups.map((g) => [g.word, g.soft] as const);

test('a pasted KEY=value is read as its key (required) and its value (a plus)', () => {
  assert.deepEqual(groups('SMTP_AUTH=none'), [
    ['smtp_auth', false],
    ['none', true],
  ]);
  assert.deepEqual(groups('enforceLayout=PRESENTATION_ONLY'), [
    ['enforcelayout', false],
    ['presentation_only', true],
  ]);
  // `key: value` as in a YAML file: the colon is not part of the key.
  assert.deepEqual(
    groups('pushLayout: true').map(([word]) => word),
    ['pushlayout', 'true'],
  );
});

test('release numbers are a plus, not required; ports and error codes stay required', () => {
  for (const word of ['2.7', '2.6.6', 'v3.0.11', '3.0.0-alpha5', '2.3-alpha4', 'v3', '20.04']) {
    assert.ok(isVersionWord(word), word);
  }
  for (const word of ['16384', '1020', '443', 'v', 'focal-270']) assert.ok(!isVersionWord(word), word);
  assert.deepEqual(groups('Cannot upgrade from 2.6.6 to 2.7'), [
    ['upgrade', false],
    ['2.6.6', true],
    ['2.7', true],
  ]);
  assert.deepEqual(groups('udp 16384'), [
    ['udp', false],
    ['16384', false],
  ]);
});

test('codenames and package lines name their release and also match its spelling and bbb-install', () => {
  assert.deepEqual(codenameRelease('focal-270'), { codename: 'focal', release: '2.7', digits: '270' });
  assert.deepEqual(codenameRelease('focal-27'), { codename: 'focal', release: '2.7', digits: '270' });
  assert.deepEqual(codenameRelease('jammy-31'), { codename: 'jammy', release: '3.1', digits: '310' });
  assert.deepEqual(codenameRelease('jammy-300'), { codename: 'jammy', release: '3.0', digits: '300' });
  assert.deepEqual(codenameRelease('focal-270-2.7.4')?.release, '2.7');
  assert.equal(codenameRelease('bbb-conf'), null);
  const group = parseQuery('bbb-install -v focal-27').groups.find((g) => g.word === 'focal-27');
  assert.deepEqual(
    group?.alternatives.map((a) => a.literal),
    ['focal-27', 'focal-270', 'bbb-install'],
  );
});

test('a query names a version by a release number or a codename; all-versions results of it come first', () => {
  assert.equal(queryVersion('bbb-install -v focal-27'), '2.7');
  assert.equal(queryVersion('Unable to locate packages for jammy-31'), '3.1');
  assert.equal(queryVersion('[3.0] Cannot share webcam'), '3.0');
  assert.equal(queryVersion('v3.0.11 - Starting session'), '3.0');
  assert.equal(queryVersion('Recording is not being processed on v2.3'), '2.5-legacy');
  assert.equal(queryVersion('upgrade from 2.6 to 2.7'), null, 'two versions: none steers');
  assert.equal(queryVersion('greenlight v3'), null, 'Greenlight v3 is no BigBlueButton release');
  assert.equal(queryVersion('udp 16384'), null);
  const items = [
    { v: '3.0', n: 1 },
    { v: '2.7', n: 2 },
    { v: '3.0', n: 3 },
    { v: '2.7', n: 4 },
  ] as const;
  assert.deepEqual(
    steerByVersion(items, (item) => item.v, 'focal-270').map((item) => item.n),
    [2, 4, 1, 3],
  );
  assert.deepEqual(
    steerByVersion(items, (item) => item.v, 'firewall').map((item) => item.n),
    [1, 2, 3, 4],
  );
});

test('code tokens also match as words; a number matches either end of a range', () => {
  assert.deepEqual(codeParts('API-URL'), ['api', 'url']);
  assert.deepEqual(codeParts('liveTranscription'), ['live', 'transcription']);
  assert.deepEqual(codeParts('SMTP_AUTH'), ['smtp', 'auth']);
  const split = parseQuery('liveTranscription').groups[0].alternatives.find((a) => a.kind === 'split');
  assert.equal(split?.surface, 'live transcription');
  assert.ok(containsToken('Open UDP 16384-32768 as a whole.', '16384'));
  assert.ok(containsToken('Open UDP 16384-32768 as a whole.', '32768'));
  assert.ok(!containsToken('Run bbb-conf --check.', 'bbb'), 'a word inside a code token is not the token');
  assert.ok(!containsToken('port 163840', '16384'));
});

test('an error line of the synonym list finds the page that explains it', () => {
  const group = parseQuery('Failed to connect to bus: No such file or directory').groups[0];
  assert.equal(group.word, 'failed to connect to bus');
  assert.ok(group.alternatives.some((a) => a.surface === 'docker or lxd'));
});

/** Pages of a small version: a long query's rare words decide over its common ones. */
function sampleIndex(symbols?: SymbolFile) {
  const page = (i: number, t: string, u: string): SearchDocument => ({ i, t, u, b: [] });
  const section = (i: number, p: number, u: string, t: string): SearchDocument => ({ i, t, u, h: '', p, s: '' });
  const titles = [
    page(1, 'Install BigBlueButton', '/administration/install/'),
    page(2, 'Troubleshooting', '/support/troubleshooting/'),
    page(3, 'Install Greenlight v3', '/greenlight/v3/install/'),
    page(4, 'API Reference', '/development/api/'),
    page(5, 'Customize', '/administration/customize/'),
    page(6, 'bbb-conf', '/administration/bbb-conf/'),
  ];
  const sections = [
    section(10, 1, '/administration/install/', 'Run bbb-install on the server to install the packages.'),
    section(11, 2, '/support/troubleshooting/', 'Install the server again when the packages do not install.'),
    section(12, 2, '/support/troubleshooting/', 'Uploads fail with 413 when nginx limits the body size.'),
    section(13, 3, '/greenlight/v3/install/', 'Set SMTP_AUTH to plain or none for the mail server.'),
    section(14, 4, '/development/api/', 'The server answers every call.'),
    section(15, 5, '/administration/customize/', 'Raise the upload size limit of the server.'),
    section(16, 5, '/administration/customize/', 'The upload size of slides is limited on the server.'),
  ];
  return prepareIndex([titles, [], [], [], sections], symbols);
}

const pages = (hits: SearchHit[]) => hits.map((h) => h.document.u);

test('a long query: the rare words decide, and each page is listed once before any is listed twice', () => {
  const index = sampleIndex();
  const hits = pages(searchIndex(index, 'server install fails upload 413 size', 8));
  assert.equal(hits[0], '/support/troubleshooting/');
  assert.deepEqual(hits.slice(0, 2), ['/support/troubleshooting/', '/administration/customize/']);
  // No page is listed twice before every listed page has been listed once.
  const firstRepeat = hits.findIndex((url, at) => hits.indexOf(url) !== at);
  assert.ok(firstRepeat === -1 || firstRepeat >= new Set(hits).size);
  assert.equal(pages(searchIndex(index, 'SMTP_AUTH=none', 8))[0], '/greenlight/v3/install/');
});

const tinySymbols: SymbolFile = {
  versions: ['3.1', '3.0', '2.7', '2.6', '2.5-legacy'],
  releases: ['3.1', '3.0', '2.7', '2.6', '2.5'],
  symbols: SYMBOL_KINDS.map((kind) =>
    kind === 'env'
      ? [['SMTP_AUTH', 0b11111]]
      : kind === 'install'
        ? [['-c', 0b11111]]
        : kind === 'param'
          ? [
              ['meta_*', 0b11111, 'create'],
              ['enforceLayout', 0b00011, 'join'],
            ]
          : kind === 'bbbConf'
            ? [['--check', 0b11111]]
            : kind === 'errorCode'
              ? [['1020', 0b11111]]
              : [],
  ),
};

test('a query naming a symbol gets it first, linked to its row, with the releases that have it', () => {
  const index = sampleIndex(tinySymbols);
  const first = (input: string) => searchIndex(index, input, 8)[0];
  assert.equal(
    `${first('SMTP_AUTH=none').document.u}${first('SMTP_AUTH=none').document.h}`,
    '/greenlight/v3/install/#env-smtp_auth',
  );
  assert.equal(first('-c').document.h, '#bbb-install-c');
  assert.equal(first('meta_bbb-anonymize-chat').document.h, '#param-create-meta_');
  assert.equal(first('error 1020').document.u, '/support/troubleshooting/');
  assert.match(
    first('enforceLayout=PRESENTATION_ONLY').document.t,
    /enforceLayout \(API parameter of join; 3\.0–3\.1\)/,
  );
  // A flag belongs to the command the query names.
  assert.equal(symbolHit(index, 'bbb-record --check'), null);
  assert.equal(first('bbb-conf --check').document.h, '#bbb-conf-check');
  // Plain words and release numbers name no symbol; without a symbol file search works as before.
  assert.equal(symbolHit(index, 'install the server'), null);
  assert.equal(symbolHit(index, '2.7'), null);
  assert.equal(symbolHit(sampleIndex(), 'SMTP_AUTH'), null);
  assert.equal(searchIndex(index, '-c', 1).length, 1);
});

test('symbol releases read oldest first, runs joined', () => {
  const releases = ['3.1', '3.0', '2.7', '2.6', '2.5'];
  assert.equal(releasesOf(0b11111, releases), '2.5–3.1');
  assert.equal(releasesOf(0b00011, releases), '3.0–3.1');
  assert.equal(releasesOf(0b01001, releases), '2.6, 3.1');
  assert.equal(symbolAnchor('param', 'meta_*', 'create'), 'param-create-meta_');
  assert.equal(symbolAnchor('bbbConf', '--setip'), 'bbb-conf-setip');
});

test('the symbol files hold every kind, each version its own, small enough for the index budget', () => {
  for (const version of DOC_VERSIONS) {
    const file = symbolFile(version);
    const prepared = prepareSymbols(file);
    assert.equal(file.symbols.length, SYMBOL_KINDS.length);
    for (const [kind, rows] of file.symbols.entries()) assert.ok(rows.length > 0, `${version} ${SYMBOL_KINDS[kind]}`);
    assert.ok(gzipSync(JSON.stringify(file)).length < 3 * 1024, version);
    assert.equal(findSymbol(prepared, 'OPENID_CONNECT_ISSUER')?.kind, 'envAuth');
    assert.equal(findSymbol(prepared, 'meta_bbb-anonymize-chat')?.name, 'meta_*');
    assert.equal(findSymbol(prepared, '-c')?.kind, 'install');
    assert.equal(findSymbol(prepared, '1020')?.kind, 'errorCode');
  }
  // A symbol only some releases have says so.
  const sendChat = prepareSymbols(symbolFile('3.0')).byName.get('sendchatmessage')?.[0];
  assert.equal(sendChat?.releases, '3.0–3.1');
  assert.equal(prepareSymbols(symbolFile('2.7')).byName.get('sendchatmessage'), undefined);
});

test('the sets: sources, answering pages of the version asked, halves fixed by the hash of the source', () => {
  assert.ok(REAL_SET.length >= 200);
  for (const version of DOC_VERSIONS)
    assert.ok(
      REAL_SET.some((c) => c.version === version),
      version,
    );
  for (const c of [...REAL_SET, ...KEYWORD_SET]) {
    for (const id of c.answers) assert.ok(DOC_IDS[c.version].includes(id), `${c.query}: ${c.version} ${id}`);
  }
  for (const c of REAL_SET) {
    assert.match(c.source, /^[\w.-]+\/[\w.-]+#\d+$/, c.query);
    assert.equal(c.half, halfOf(c.source));
  }
  assert.equal(REAL_TUNED.length + REAL_HELD_OUT.length, REAL_SET.length);
  assert.ok(Math.abs(REAL_TUNED.length - REAL_HELD_OUT.length) <= REAL_SET.length / 5);
  // FNV-1a of "a": a fixed hash, so the halves never move.
  assert.equal(sourceHash('a'), 0xe40c292c);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { prepareIndex, searchIndex, MAX_RESULTS_PER_PAGE, type SearchHit } from '../../plugins/search-local/engine';
import type { SearchDocument } from '../../plugins/search-local/format';
import {
  buildVocabulary,
  capQuery,
  containsToken,
  editDistance,
  expandQuery,
  MAX_GROUPS,
  MAX_QUERY_CHARS,
  MAX_WORD_CHARS,
  parseQuery,
} from '../../plugins/search-local/query';
import { GENERIC_WORDS, QUESTION_WORDS, SYNONYMS, TROUBLE_WORDS } from '../../src/data/searchWords';

const words = (input: string) => parseQuery(input).groups.map((g) => g.word);
const group = (input: string, word: string) => parseQuery(input).groups.find((g) => g.word === word);

test('synonym groups: lowercase, at least two entries, no entry in two groups or among the dropped words', () => {
  const seen = new Set<string>();
  const dropped = new Set([...QUESTION_WORDS, ...TROUBLE_WORDS]);
  for (const synonyms of SYNONYMS) {
    assert.ok(synonyms.length >= 2, synonyms.join(', '));
    for (const entry of synonyms) {
      assert.equal(entry, entry.toLowerCase().trim(), entry);
      assert.ok(!seen.has(entry), `${entry} is in two groups`);
      assert.ok(!dropped.has(entry), `${entry} would never be read`);
      seen.add(entry);
    }
  }
  for (const list of [QUESTION_WORDS, TROUBLE_WORDS, GENERIC_WORDS]) {
    assert.equal(new Set(list).size, list.length);
  }
});

test('synonyms are applied at query time, the word as typed first', () => {
  const ssl = group('ssl certificate', 'ssl');
  assert.ok(ssl);
  assert.deepEqual(ssl.alternatives.map((a) => [a.kind, a.surface]).slice(0, 3), [
    ['exact', 'ssl'],
    ['synonym', 'tls'],
    ['synonym', 'https'],
  ]);
  // A phrase of the list is one group.
  assert.deepEqual(words('load balancer setup'), ['load balancer', 'setup']);
  assert.ok(
    group('load balancer', 'load balancer')
      ?.alternatives.map((a) => a.surface)
      .includes('scalelite'),
  );
  assert.ok(
    group('mic not working', 'mic')
      ?.alternatives.map((a) => a.surface)
      .includes('microphone'),
  );
  assert.ok(
    group('call in by telephone', 'telephone')
      ?.alternatives.map((a) => a.surface)
      .includes('phone'),
  );
  assert.ok(
    group('greenlight e-mail', 'e-mail')
      ?.alternatives.map((a) => a.surface)
      .includes('smtp'),
  );
  assert.ok(
    group('GL install', 'gl')
      ?.alternatives.map((a) => a.surface)
      .includes('greenlight'),
  );
});

test('question words are dropped, trouble words mark the query and are not required', () => {
  assert.deepEqual(words('How do I install Greenlight?'), ['install', 'greenlight']);
  const mic = parseQuery("microphone doesn't work");
  assert.deepEqual(
    mic.groups.map((g) => g.word),
    ['microphone'],
  );
  assert.equal(mic.trouble, true);
  assert.equal(parseQuery("why can't users hear me").trouble, true);
  assert.equal(parseQuery('how does recording work').trouble, false);
  assert.deepEqual(words('how does recording work'), ['recording']);
  // Nothing but such words: searched as typed.
  assert.deepEqual(words('error'), ['error']);
  // Generic words are kept, not required.
  const setup = parseQuery('greenlight email setup');
  assert.deepEqual(
    setup.groups.map((g) => [g.word, g.soft]),
    [
      ['greenlight', false],
      ['email', false],
      ['setup', true],
    ],
  );
});

test('code tokens are matched exactly, as whole tokens', () => {
  for (const token of ['bbb-conf', '-v', 'focal-260', 'getmeetings', 'v3_endpoint', '2.6']) {
    const found = parseQuery(token === 'getmeetings' ? 'getMeetings' : token).groups[0];
    assert.ok(found?.code, token);
    assert.equal(found.alternatives[0].literal, token);
  }
  assert.equal(containsToken('Run sudo bbb-conf --restart', 'bbb-conf'), true);
  assert.equal(containsToken('Edit bbb-config.yml', 'bbb-conf'), false);
  assert.equal(containsToken('bbb-install.sh -v focal-260 -s', '-v'), true);
  assert.equal(containsToken('bbb-install.sh -vx', '-v'), false);
  assert.equal(containsToken('focal-2600', 'focal-260'), false);
});

test('queries are capped before they reach the index', () => {
  assert.equal(capQuery('a'.repeat(5000)).length, MAX_WORD_CHARS);
  const many = capQuery(Array.from({ length: 500 }, (_, i) => `word${i}`).join(' '));
  assert.ok(many.length <= MAX_QUERY_CHARS, String(many.length));
  assert.ok(parseQuery(Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ')).groups.length <= MAX_GROUPS);
  assert.equal(capQuery('fire\u0000wall\u200b \u0007ports\n'), 'fire wall ports');
  assert.deepEqual(words('+firewall -ports~2 ^title:x *'), ['firewall', '-ports~2', 'title:x']);
});

test('edit distance counts a swap of neighbours as one edit', () => {
  assert.equal(editDistance('firewall', 'firewall', 2), 0);
  assert.equal(editDistance('firewal', 'firewall', 2), 1);
  assert.equal(editDistance('firewlal', 'firewall', 2), 1);
  assert.equal(editDistance('fierwall', 'firewall', 2), 1);
  assert.equal(editDistance('frewal', 'firewall', 1), 2);
  assert.equal(editDistance('abc', 'abcdefgh', 2), 3);
});

test('near spellings: one edit from 5 letters, two from 9, none for short words or known words', () => {
  const vocabulary = buildVocabulary(['firewall configuration microphone port ports greenlight']);
  const alternatives = (input: string) =>
    expandQuery(parseQuery(input), vocabulary)
      .groups.flatMap((g) => g.alternatives)
      .filter((a) => a.kind === 'fuzzy')
      .map((a) => a.surface);
  assert.deepEqual(alternatives('firewal'), ['firewall']);
  assert.deepEqual(alternatives('fierwall'), ['firewall']);
  assert.deepEqual(alternatives('firewalll'), ['firewall']);
  assert.deepEqual(alternatives('confgiruation'), ['configuration']);
  assert.deepEqual(alternatives('mircophone'), ['microphone']);
  assert.deepEqual(alternatives('firewall'), []);
  assert.deepEqual(alternatives('prot'), []);
  assert.deepEqual(alternatives('frewal'), []);
});

/** A small index: page titles, headings, descriptions, keywords, sections. */
function sampleIndex() {
  const page = (i: number, t: string, u: string): SearchDocument => ({ i, t, u, b: [] });
  const heading = (i: number, p: number, u: string, t: string, h: string): SearchDocument => ({ i, t, u, h, p });
  const section = (i: number, p: number, u: string, t: string, h: string, s: string): SearchDocument => ({
    i,
    t,
    u,
    h,
    p,
    s,
  });
  const titles = [
    page(1, 'Configure the Firewall', '/administration/firewall-configuration/'),
    page(2, 'Troubleshooting Guide', '/support/troubleshooting/'),
    page(3, 'Install Greenlight v3', '/greenlight/v3/install/'),
    page(4, 'Monitoring', '/administration/monitoring/'),
    page(5, 'bbb-conf', '/administration/bbb-conf/'),
  ];
  const headings = [
    heading(10, 1, '/administration/firewall-configuration/', 'Ports', '#ports'),
    heading(11, 1, '/administration/firewall-configuration/', 'Internal ports', '#internal'),
    heading(12, 1, '/administration/firewall-configuration/', 'Firewall ports for TURN', '#turn'),
    heading(13, 1, '/administration/firewall-configuration/', 'More ports', '#more'),
    heading(20, 2, '/support/troubleshooting/', 'The microphone is not detected', '#microphone'),
    heading(30, 3, '/greenlight/v3/install/', 'Email', '#email'),
    heading(50, 5, '/administration/bbb-conf/', '--restart', '#restart'),
  ];
  const sections = [
    section(14, 1, '/administration/firewall-configuration/', 'Open the ports 80 and 443.', '#ports', 'Ports'),
    section(15, 4, '/administration/monitoring/', 'The firewall must let the exporter port through.', '', ''),
    section(21, 2, '/support/troubleshooting/', 'Check the browser permission for the microphone.', '#microphone', ''),
    section(22, 4, '/administration/monitoring/', 'A microphone level metric is exported.', '', ''),
    section(31, 3, '/greenlight/v3/install/', 'Set SMTP_SERVER and SMTP_PORT to send mail.', '#email', 'Email'),
    section(40, 4, '/administration/monitoring/', 'Greenlight sends an email when an alert fires.', '', ''),
    section(51, 5, '/administration/bbb-conf/', 'sudo bbb-conf --restart restarts every service.', '#restart', ''),
    section(52, 4, '/administration/monitoring/', 'The bbb-config exporter restarts nothing.', '', ''),
  ];
  return prepareIndex([titles, headings, [], [], sections]);
}

const where = (hits: SearchHit[]) => hits.map((h) => `${h.document.u}${h.document.h ?? ''}`);

test('a typo finds what the right word finds, below exact matches', () => {
  const index = sampleIndex();
  const exact = where(searchIndex(index, 'firewall', 8));
  const typo = where(searchIndex(index, 'firewal', 8));
  assert.deepEqual(typo, exact);
  assert.equal(exact[0], '/administration/firewall-configuration/');
});

test('title above heading above body; a title with every word first', () => {
  const results = where(searchIndex(sampleIndex(), 'firewall', 8));
  assert.deepEqual(results.slice(0, 3), [
    '/administration/firewall-configuration/',
    '/administration/firewall-configuration/#turn',
    '/administration/monitoring/',
  ]);
});

test('no two results point to one section, at most three to one page', () => {
  const hits = searchIndex(sampleIndex(), 'ports', 20);
  const keys = where(hits);
  assert.equal(new Set(keys).size, keys.length);
  const firewall = keys.filter((k) => k.startsWith('/administration/firewall-configuration/'));
  assert.equal(firewall.length, MAX_RESULTS_PER_PAGE);
});

test('a trouble report leans toward troubleshooting; synonyms and page titles add up', () => {
  assert.equal(where(searchIndex(sampleIndex(), 'mic not working', 8))[0], '/support/troubleshooting/#microphone');
  assert.equal(where(searchIndex(sampleIndex(), 'greenlight smtp setup', 8))[0], '/greenlight/v3/install/#email');
  assert.equal(where(searchIndex(sampleIndex(), 'gl e-mail', 8))[0], '/greenlight/v3/install/#email');
});

test('code tokens match as whole tokens', () => {
  const results = where(searchIndex(sampleIndex(), 'bbb-conf restart', 8));
  assert.equal(results[0], '/administration/bbb-conf/#restart');
  assert.ok(!results.includes('/administration/monitoring/'), results.join(' '));
});

test('any input is answered at once: huge words, hundreds of words, operators, markup, control characters', () => {
  const index = sampleIndex();
  for (const input of [
    'x'.repeat(5000),
    Array.from({ length: 500 }, (_, i) => `firewall${i}`).join(' '),
    'install '.repeat(500),
    '+ - ~ ^ * : +firewall -ports ~2 ^10 *all title:firewall fire*wall',
    '<img src=x onerror=alert(1)> <script>alert(1)</script>',
    '\u0000\u0001\u0007\u001b[31m\u200b\u2028firewall',
    '',
    '   ',
  ]) {
    const start = performance.now();
    const hits = searchIndex(index, input, 8);
    assert.ok(Array.isArray(hits));
    assert.ok(performance.now() - start < 2000, `${input.slice(0, 20)}: ${performance.now() - start} ms`);
  }
  assert.deepEqual(where(searchIndex(index, '\u0000firewall\u0007', 8)), where(searchIndex(index, 'firewall', 8)));
  assert.deepEqual(searchIndex(index, 'zzqxjvkw', 8), []);
});

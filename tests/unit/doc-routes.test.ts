import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  findEquivalentDoc,
  pathWithinVersion,
  pathWords,
  versionOfPath,
  type RouteVersion,
} from '../../src/lib/docRoutes';
import {
  closestPages,
  editDistance,
  labelForId,
  MAX_WANTED_WORDS,
  MAX_WORD_LENGTH,
  samePageInVersions,
  wantedWords,
} from '../../src/lib/pageSuggestions';
import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS, LATEST_VERSION, RELEASES } from '../../src/data/versions';

/** The route map as the docs plugin publishes it, built from the typed route table. */
const VERSIONS: RouteVersion[] = DOC_VERSIONS.map((name) => ({
  name,
  label: name,
  isLast: name === LATEST_VERSION,
  path: RELEASES[name].pathPrefix || '/',
  mainDocId: name === '2.5-legacy' ? 'teaching/index' : 'administration/install',
  docs: DOC_IDS[name].map((id) => ({ id, path: docPath(name, id) })),
}));
const byName = (name: string) => VERSIONS.find((v) => v.name === name)!;

test('versionOfPath finds the version by prefix, the root version otherwise', () => {
  assert.equal(versionOfPath(VERSIONS, '/2.6/administration/install/')?.name, '2.6');
  assert.equal(versionOfPath(VERSIONS, '/2.5-legacy/teaching/')?.name, '2.5-legacy');
  assert.equal(versionOfPath(VERSIONS, '/administration/install/')?.name, '3.0');
  assert.equal(versionOfPath(VERSIONS, '/2.60/x/')?.name, '3.0');
});

test('pathWithinVersion strips known and unknown release prefixes', () => {
  assert.equal(pathWithinVersion(VERSIONS, '/2.6/development/api/'), 'development/api/');
  assert.equal(pathWithinVersion(VERSIONS, '/2.8/development/api/'), 'development/api/');
  assert.equal(pathWithinVersion(VERSIONS, '/development/api/'), 'development/api/');
});

test('the accessibility and teaching ids map across versions', () => {
  assert.equal(findEquivalentDoc(byName('2.7'), 'accessibility')?.path, '/2.7/accessiblity/');
  assert.equal(findEquivalentDoc(byName('3.0'), 'accessiblity')?.path, '/accessibility/');
  assert.equal(findEquivalentDoc(byName('2.5-legacy'), 'teaching')?.path, '/2.5-legacy/teaching/');
  assert.equal(findEquivalentDoc(byName('3.1'), 'teaching/index')?.path, '/3.1/teaching/');
  assert.equal(findEquivalentDoc(byName('2.7'), 'plugins'), undefined);
});

test('an unknown release prefix finds the page in every version that has it', () => {
  const same = samePageInVersions(VERSIONS, '/2.8/development/api/').map((s) => s.doc.path);
  assert.ok(same.includes('/development/api/'));
  assert.ok(same.includes('/3.1/development/api/'));
  assert.equal(same.length, DOC_VERSIONS.length);
  assert.deepEqual(
    samePageInVersions(VERSIONS, '/2.7/plugins/').map((s) => s.doc.path),
    ['/3.1/plugins/', '/plugins/'],
  );
});

test('misspelt paths find the closest page, preferring the version being read', () => {
  const closest = closestPages(VERSIONS, '/administraton/instal/', byName('3.0'));
  assert.equal(closest[0]?.doc.path, '/administration/install/');
  const in26 = closestPages(VERSIONS, '/2.6/administration/firewal/', byName('2.6'));
  assert.equal(in26[0]?.doc.path, '/2.6/administration/firewall-configuration/');
  assert.deepEqual(closestPages(VERSIONS, '/zzzzzzzzzzzz/', byName('3.0')), []);
});

test('pathWords gives the search words of a path', () => {
  assert.deepEqual(pathWords('/2.8/administraton/instal/'), ['administraton', 'instal']);
  assert.deepEqual(pathWords('/greenlight/v3/external-authentication.html'), [
    'greenlight',
    'external',
    'authentication',
  ]);
});

test('editDistance and labels', () => {
  assert.equal(editDistance('instal', 'install'), 1);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(labelForId('administration/firewall-configuration'), 'Administration › Firewall configuration');
  assert.equal(labelForId('greenlight/v3/install'), 'Greenlight › Install');
  assert.equal(labelForId('teaching/index'), 'Teaching');
  assert.equal(labelForId('development/api'), 'Development › API');
});

test('the suggestions read a capped part of an over-long path (a 7.8 KB address blocked the page for a second)', () => {
  const many = `/administraton/instal/${'zzzz/'.repeat(1560)}`;
  assert.ok(many.length > 7800);
  assert.equal(wantedWords(many).length, MAX_WANTED_WORDS);
  assert.deepEqual(wantedWords(many), wantedWords(`/administraton/instal/${'zzzz/'.repeat(MAX_WANTED_WORDS - 2)}`));
  const long = `/administraton${'x'.repeat(7800)}/`;
  assert.deepEqual(wantedWords(long), [`administraton${'x'.repeat(MAX_WORD_LENGTH - 'administraton'.length)}`]);
  // The suggestions of the long paths are those of their capped forms.
  const capped = `/administraton/instal/${'zzzz/'.repeat(MAX_WANTED_WORDS - 2)}`;
  assert.deepEqual(closestPages(VERSIONS, many, byName('3.0')), closestPages(VERSIONS, capped, byName('3.0')));
  // Noise after the first words does not hide the page they name.
  assert.equal(closestPages(VERSIONS, many, byName('3.0'))[0]?.doc.path, '/administration/install/');
  // Typical paths are read whole: the same suggestions as before the cap.
  assert.equal(
    closestPages(VERSIONS, '/administraton/instal/', byName('3.0'))[0]?.doc.path,
    '/administration/install/',
  );
});

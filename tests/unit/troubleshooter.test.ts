import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';
import { DOC_IDS } from '../../src/data/docIds';
import { errorCodesFor } from '../../src/data/support/errorCodes';
import { CODE_STARTS, DIAGNOSIS_FIXES, DIAGNOSIS_STEPS, EXTRA_STEPS } from '../../src/data/support/diagnoses';
import {
  MAX_ANSWERS,
  codesFor,
  forumReport,
  formatAnswers,
  matchCode,
  outcomes,
  parseAnswers,
  walk,
} from '../../src/lib/tools/troubleshooter';
import { headingIds } from './tools-docs';

interface FixtureCase {
  issue: string;
  version: DocVersion;
  code: string;
  symptom: string;
  resolution: string;
  answers: Record<string, string>;
  expected: string;
}

function loadCases(file: string): FixtureCase[] {
  const text = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/troubleshooter', file), 'utf8');
  return (JSON.parse(text) as { cases: FixtureCase[] }).cases;
}

test('every code of every release has a diagnosis that reaches at least one fix', () => {
  for (const version of DOC_VERSIONS) {
    const codes = codesFor(version);
    assert.ok(codes.length >= 10, `${version}: expected the client codes and the API keys`);
    for (const { code } of codes) {
      const found = outcomes(version, code);
      assert.ok(found.length > 0, `${version} ${code}: no fix reachable`);
      for (const outcome of found) {
        assert.ok(
          outcome.path.length <= MAX_ANSWERS,
          `${version} ${code}: ${outcome.fix.id} needs ${outcome.path.length} answers`,
        );
      }
    }
  }
});

test('the troubleshooter knows exactly the client codes of each release, plus the API error keys', () => {
  for (const version of DOC_VERSIONS) {
    const client = codesFor(version)
      .filter((entry) => entry.family === 'client')
      .map((entry) => entry.code);
    assert.deepEqual(
      client,
      errorCodesFor(version).map((entry) => String(entry.code)),
    );
    assert.ok(codesFor(version).some((entry) => entry.code === 'checksumError'));
  }
});

test('every link of every reachable fix resolves to a heading of that release', () => {
  for (const version of DOC_VERSIONS) {
    for (const { code } of codesFor(version)) {
      for (const { fix } of outcomes(version, code)) {
        assert.ok(fix.links.length > 0, `${fix.id}: a fix links to at least one section`);
        for (const link of fix.links) {
          assert.ok(DOC_IDS[version].includes(link.docId), `${version} ${fix.id}: no doc ${link.docId}`);
          assert.ok(
            headingIds(version, link.docId).has(link.anchor),
            `${version} ${fix.id}: ${link.docId} has no heading #${link.anchor}`,
          );
        }
      }
    }
  }
});

test('every step and fix of the data is used, and ids are unique within a release', () => {
  const targets = new Set<string>([
    ...CODE_STARTS.map((entry) => entry.start),
    ...[...DIAGNOSIS_STEPS, ...EXTRA_STEPS].flatMap((step) => step.answers.map((answer) => answer.next)),
  ]);
  for (const step of [...DIAGNOSIS_STEPS, ...EXTRA_STEPS])
    assert.ok(targets.has(step.id), `step ${step.id} is never reached`);
  for (const fix of DIAGNOSIS_FIXES) assert.ok(targets.has(`fix:${fix.id}`), `fix ${fix.id} is never reached`);
  for (const version of DOC_VERSIONS) {
    const ids = [...DIAGNOSIS_STEPS, ...EXTRA_STEPS]
      .filter((step) => outcomes(version, '1007').length > 0 && step)
      .map((step) => step.id);
    assert.equal(new Set(ids).size, ids.length, 'step ids are unique');
  }
});

test('following the answers of any outcome reaches that fix, and the address round-trips', () => {
  for (const version of DOC_VERSIONS) {
    for (const { code } of codesFor(version)) {
      for (const outcome of outcomes(version, code)) {
        const address = formatAnswers(outcome.path);
        const result = walk(version, code, parseAnswers(address));
        assert.ok(result, `${version} ${code}`);
        assert.equal(result.fix?.id, outcome.fix.id, `${version} ${code} ${address}`);
        assert.deepEqual(result.ignored, []);
        assert.equal(formatAnswers(result.path), address);
      }
    }
  }
});

test('a partial or stale address stops at the first unanswered step', () => {
  const result = walk('2.6', '1007', parseAnswers('ip-changed:no,who:nonsense,udp-open:closed'));
  assert.equal(result?.next?.id, 'who');
  assert.equal(result?.fix, undefined);
  assert.deepEqual(result?.ignored, ['who', 'udp-open']);
  assert.equal(walk('2.6', '3001', new Map()), undefined, '2.6 has no 3001');
  assert.equal(walk('3.0', '3001', new Map())?.next?.id, 'conn-who');
});

test('codes are recognised as readers type them', () => {
  assert.equal(matchCode('2.6', 'ICE 1007')?.code, '1007');
  assert.equal(matchCode('2.6', 'error 1020')?.code, '1020');
  assert.equal(matchCode('3.0', 'checksumerror')?.code, 'checksumError');
  assert.equal(matchCode('2.7', '3001'), undefined);
  assert.equal(matchCode('2.7', ''), undefined);
});

test('the forum report carries the release, the code, every answer and every check with its result', () => {
  for (const version of DOC_VERSIONS) {
    for (const outcome of outcomes(version, '1007')) {
      const result = walk(version, '1007', parseAnswers(formatAnswers(outcome.path)));
      assert.ok(result);
      const report = forumReport(version, result, undefined);
      assert.match(report, new RegExp(`release: ${version.replace('-legacy', '').replace('.', '\\.')}`));
      assert.match(report, /Error: 1007/);
      for (const { step, answer } of outcome.path) {
        assert.ok(report.includes(answer.label.replace(/`/g, '')), `${answer.label} missing`);
        if (step.command) assert.ok(report.includes(step.command.replace(/`/g, '')), `${step.command} missing`);
      }
      assert.ok(report.includes(outcome.fix.title));
    }
  }
});

test('/2.6/support/troubleshooting/?code=1007 can end at the firewall fix', () => {
  const firewall = outcomes('2.6', '1007').find((outcome) => outcome.fix.id === 'open-udp');
  assert.ok(firewall);
  assert.ok(firewall.fix.links.some((link) => link.docId === 'administration/firewall-configuration'));
});

function replay(cases: FixtureCase[]): { passed: FixtureCase[]; failed: string[] } {
  const passed: FixtureCase[] = [];
  const failed: string[] = [];
  for (const entry of cases) {
    const result = walk(entry.version, entry.code, new Map(Object.entries(entry.answers)));
    const ok = result?.fix?.id === entry.expected && result.path.length <= MAX_ANSWERS;
    if (ok) passed.push(entry);
    else
      failed.push(
        `${entry.issue}: reached ${result?.fix?.id ?? `no fix (stopped at ${result?.next?.id})`}, expected ${entry.expected}`,
      );
  }
  return { passed, failed };
}

test('fixture cases cite real issues and use answers that exist', () => {
  const cases = [...loadCases('tuning.json'), ...loadCases('held-out.json')];
  assert.ok(cases.length >= 30, `at least 30 cases (${cases.length})`);
  const issues = cases.map((entry) => entry.issue);
  assert.equal(new Set(issues).size, issues.length, 'each issue once');
  for (const entry of cases) {
    assert.match(entry.issue, /^[\w.-]+\/[\w.-]+#\d+$/);
    assert.ok(entry.symptom.length > 20 && entry.resolution.length > 20, entry.issue);
    assert.ok(DOC_VERSIONS.includes(entry.version), entry.issue);
  }
});

test('tuning cases: at least 90 % reach the fix of the thread in at most 5 answers', () => {
  const cases = loadCases('tuning.json');
  const { passed, failed } = replay(cases);
  assert.ok(passed.length / cases.length >= 0.9, `${passed.length}/${cases.length}:\n${failed.join('\n')}`);
});

test('held-out cases: at least 90 % reach the fix of the thread in at most 5 answers', () => {
  const cases = loadCases('held-out.json');
  const { passed, failed } = replay(cases);
  console.log(`held-out: ${passed.length}/${cases.length}${failed.length ? `\n${failed.join('\n')}` : ''}`);
  assert.ok(passed.length / cases.length >= 0.9, `${passed.length}/${cases.length}:\n${failed.join('\n')}`);
});

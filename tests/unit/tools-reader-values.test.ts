import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  fillCode,
  isValidEmail,
  isValidHost,
  parseReaderValues,
  serializeReaderValues,
} from '../../src/lib/tools/readerValues';
import { DOC_VERSIONS } from '../../src/data/versions';
import { composeInstall } from '../../src/lib/tools/installCommand';
import * as installOptions from '../../src/data/admin/installOptions';
import * as readerValues from '../../src/lib/tools/readerValues';

const values = { host: 'bbb.school.org', email: 'ops@school.org' };

test('fills the example hostname and e-mail, and says so', () => {
  const out = fillCode('sudo bbb-conf --setip bbb.example.com\ncertbot -m notice@example.com', values);
  assert.deepEqual(out, { code: 'sudo bbb-conf --setip bbb.school.org\ncertbot -m ops@school.org', filled: true });
  assert.deepEqual(fillCode('echo hello', values), { code: 'echo hello', filled: false });
  assert.deepEqual(fillCode('bbb.example.com', null), { code: 'bbb.example.com', filled: false });
});

test('leaves longer names that contain the example alone', () => {
  for (const code of [
    'turn.bbb.example.com',
    'bbb.example.com.au',
    'mybbb.example.com',
    'xnotice@example.com',
    'bbb.example.comx',
  ]) {
    assert.equal(fillCode(code, values).filled, false, code);
  }
  assert.equal(
    fillCode('https://bbb.example.com/bigbluebutton/', values).code,
    'https://bbb.school.org/bigbluebutton/',
  );
  assert.equal(fillCode('Go to bbb.example.com.', values).code, 'Go to bbb.school.org.');
  assert.equal(fillCode('"bbb.example.com":443', values).code, '"bbb.school.org":443');
});

test('only one value set: only that one is filled', () => {
  const host = fillCode('-s bbb.example.com -e notice@example.com', { host: 'bbb.school.org', email: '' });
  assert.equal(host.code, '-s bbb.school.org -e notice@example.com');
});

test('stored values: anything malformed or unsafe is nothing', () => {
  assert.deepEqual(parseReaderValues(serializeReaderValues(values)), values);
  for (const raw of [
    null,
    '',
    'not json',
    '[]',
    '42',
    '{"host":"a b","email":"x"}',
    '{"host":"$(rm -rf /)","email":""}',
  ]) {
    assert.equal(parseReaderValues(raw), null, String(raw));
  }
  assert.deepEqual(parseReaderValues('{"host":"BBB.School.org","email":"bad"}'), { host: 'bbb.school.org', email: '' });
  assert.ok(!isValidHost('bbb.school.org;reboot') && isValidHost('bbb-01.school.org'));
  assert.ok(!isValidEmail("a'b@school.org") && isValidEmail('ops+bbb@school.org'));
});

test('property: the install command of every release is filled completely', () => {
  for (const version of DOC_VERSIONS) {
    const { command } = composeInstall(version, { options: ['-w', '-g'] });
    const { code, filled } = fillCode(command, values);
    assert.ok(filled, version);
    assert.match(code, /-s bbb\.school\.org -e ops@school\.org/, version);
    assert.ok(!code.includes('example.com'), version);
  }
});

/** Every fenced code block of the docs. */
function* codeBlocks(dir: string): Generator<[string, string]> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeBlocks(path);
    else if (/\.mdx?$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)) yield [path, m[1]];
    }
  }
}

test('property: in every code block of the docs, every example hostname and e-mail is replaced', () => {
  let filledBlocks = 0;
  for (const [path, code] of codeBlocks(join(import.meta.dirname, '../../versioned_docs'))) {
    const out = fillCode(code, values);
    // What is left of the examples is only inside longer names.
    const left = out.code.match(
      /(?<![A-Za-z0-9.@-])(bbb\.example\.com|notice@example\.com)(?![A-Za-z0-9-]|\.[A-Za-z0-9])/g,
    );
    assert.equal(left, null, path);
    if (out.filled) filledBlocks++;
  }
  assert.ok(filledBlocks > 50, `only ${filledBlocks} blocks filled`);
});

test("the examples replaced are the installer data's examples", () => {
  assert.equal(readerValues.EXAMPLE_HOSTNAME, installOptions.EXAMPLE_HOSTNAME);
  assert.equal(readerValues.EXAMPLE_EMAIL, installOptions.EXAMPLE_EMAIL);
});

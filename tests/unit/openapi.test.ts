/**
 * The OpenAPI 3.1 documents (plugins/openapi): what they say about each
 * release, that maintained tools accept them, that every request the
 * reference shows is valid against the document of its release, and that a
 * client generated from them type-checks.
 *
 * - Lint: Redocly (`@redocly/openapi-core`) with its recommended rules, 0
 *   errors, each remaining warning explained in plugins/openapi/lint.ts; and
 *   the official OpenAPI 3.1 JSON schema (`@seriousme/openapi-schema-validator`).
 * - Requests: `openapi-backend` validates the query (and body) of each worked
 *   example, each example request of each call, and the URLs the call builder
 *   makes for its default form, against the document of the release. The
 *   checksum is checked against the `checksum` security scheme. openapi-backend
 *   lets a family parameter (`meta_*`) accept any extra name, so the names of
 *   extra parameters are checked against the family's `propertyNames` here.
 * - Client: `openapi-typescript` makes TypeScript types from each document,
 *   and `tsc` compiles the "Generate a client" example of that release's page
 *   against them, with checks that other releases' parameters are refused.
 */
import { execFileSync } from 'node:child_process';
import { createHash, webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OpenAPIBackend } from 'openapi-backend';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse as parseYaml } from 'yaml';

import {
  openApiDocument,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Schema,
} from '../../plugins/openapi/document';
import { openApiFiles } from '../../plugins/openapi/index';
import { EXPLAINED_LINT_WARNINGS, LINT_RULESET } from '../../plugins/openapi/lint';
import { builderCalls, collectParams, fieldParams, isMultiValue } from '../../src/components/ApiCallBuilder/model';
import {
  WORKED_EXAMPLES,
  apiFor,
  checksumAlgorithmsFor,
  exampleSecret,
  messageKeysFor,
  returncodeOf,
  type ResolvedCall,
  type ResolvedParam,
} from '../../src/data/api';
import { clientSnippet, exampleUrls, workedExampleUrl } from '../../src/data/api/snippets';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import { HEX_LENGTH, signRequest, type ChecksumAlgorithm, type DigestProvider } from '../../src/lib/checksum';
import { OPENAPI_DIR, openApiPath } from '../../src/lib/openapi';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The site's address (docusaurus.config.ts), which the client example's command names. */
const SITE_URL = 'https://docs.bigbluebutton.org';
const subtle = webcrypto.subtle as unknown as DigestProvider;

const documents = new Map<DocVersion, OpenApiDocument>(DOC_VERSIONS.map((v) => [v, openApiDocument(v)]));
const doc = (version: DocVersion) => documents.get(version)!;

function operationsOf(document: OpenApiDocument, call: string): Array<[method: 'GET' | 'POST', Operation]> {
  const item = document.paths[`/${call}`] ?? {};
  return [
    ...(item.get ? [['GET', item.get] as ['GET', Operation]] : []),
    ...(item.post ? [['POST', item.post] as ['POST', Operation]] : []),
  ];
}

function parameter(operation: Operation, name: string): Parameter | undefined {
  return operation.parameters.find((candidate) => candidate.name === name);
}

function resolveRef(document: OpenApiDocument, schema: Schema): Schema {
  return schema.$ref ? document.components.schemas[schema.$ref.split('/').at(-1)!] : schema;
}

describe('OpenAPI documents: what they describe', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: every call with its methods, and nothing else`, () => {
      const document = doc(version);
      assert.equal(document.openapi, '3.1.0');
      assert.equal(document.info.version, RELEASES[version].release);
      assert.equal(document['x-bbb-docs-version'], version);
      const calls = apiFor(version);
      assert.deepEqual(Object.keys(document.paths).sort(), calls.map((call) => `/${call.name}`).sort());
      for (const call of calls) {
        const methods = operationsOf(document, call.name).map(([method]) => method);
        assert.deepEqual(methods, [...call.methods].sort(), `${call.name} in ${version}`);
        for (const [, operation] of operationsOf(document, call.name)) {
          assert.deepEqual(operation.security, [{ [call.auth]: [] }]);
          assert.equal(operation.summary, call.summary);
          assert.ok(operation.description.startsWith(call.description));
          if (call.since !== '2.5-legacy') assert.equal(operation['x-bbb-since'], RELEASES[call.since].release);
        }
      }
    });

    it(`${version}: every parameter with its type, requirement, default, values, deprecation and lifecycle`, () => {
      const document = doc(version);
      for (const call of apiFor(version)) {
        for (const [method, operation] of operationsOf(document, call.name)) {
          const queryParams = call.params.filter((param) => param.location !== 'body');
          assert.deepEqual(
            operation.parameters.map((p) => p.name),
            queryParams.map((p) => p.name),
            `${method} ${call.name}: the query parameters of ${version}, in table order`,
          );
          for (const param of queryParams)
            checkParameter(version, call, method, parameter(operation, param.name)!, param);
        }
      }
    });
  }

  function checkParameter(version: DocVersion, call: ResolvedCall, method: string, p: Parameter, param: ResolvedParam) {
    const where = `${method} ${call.name}.${param.name} (${version})`;
    assert.equal(p.in, 'query');
    const bodyAllowed = method === 'POST' && call.methods.includes('GET');
    if (param.required === 'required' && !param.pattern && !bodyAllowed) assert.equal(p.required, true, where);
    if (param.required !== 'required') assert.notEqual(p.required, true, where);
    if (param.required === 'conditional') {
      assert.equal(p['x-bbb-required-when'], param.requiredWhen, where);
      assert.ok(p.description.includes(`Required ${param.requiredWhen}`), where);
    }
    assert.equal(p.deprecated === true, param.deprecated, where);
    if (param.deprecated && param.replacement) {
      assert.equal(p['x-bbb-replacement'], param.replacement, where);
      assert.ok(p.description.includes(`use ${param.replacement} instead`), where);
    }
    if (param.until) assert.equal(p['x-bbb-removed-in'], RELEASES[param.until].release, where);
    if (param.since !== '2.5-legacy') assert.equal(p['x-bbb-since'], RELEASES[param.since].release, where);
    if (param.addedIn) assert.equal(p['x-bbb-added-in'], param.addedIn, where);
    if (param.unconfirmed) assert.equal(p['x-bbb-unconfirmed'], param.unconfirmed, where);
    if (param.pattern) {
      const prefix = param.name.replace(/\*$/, '');
      assert.equal(p.style, 'form');
      assert.equal(p.explode, true);
      assert.equal(p.schema.type, 'object');
      assert.ok(new RegExp(p.schema.propertyNames!.pattern!).test(`${prefix}course`), where);
      assert.ok(!new RegExp(p.schema.propertyNames!.pattern!).test('course'), where);
      assert.equal(p['x-bbb-pattern'], param.name);
      return;
    }
    const values = (param.values ?? []).map((value) => value.value);
    const expectedType = { String: 'string', Number: 'integer', Boolean: 'boolean', Enum: 'string' }[param.type];
    if (values.length > 0 && param.type !== 'Enum') {
      assert.equal(p.schema.type, 'array', where);
      assert.equal(p.explode, false, `${where}: a comma-separated list`);
      assert.deepEqual(p.schema.items?.enum, values, where);
    } else {
      assert.equal(p.schema.type, expectedType, where);
      if (param.type === 'Enum') assert.deepEqual(p.schema.enum, values, where);
    }
    if (param.default !== undefined) {
      const stated = p.schema.default !== undefined ? String(p.schema.default) : p['x-bbb-default'];
      assert.equal(stated, param.default, `${where}: the default, as a value or in words`);
      if (p.schema.default === undefined) assert.ok(p.description.includes(`Default: ${param.default}`), where);
    }
  }

  it('states literal defaults as values of their type', () => {
    const create = doc('3.0').paths['/create'].get!;
    assert.equal(parameter(create, 'record')?.schema.default, false);
    assert.equal(parameter(create, 'userCameraCap')?.schema.default, 3);
    assert.equal(parameter(create, 'maxParticipants')?.schema.default, undefined);
    assert.equal(parameter(create, 'maxParticipants')?.['x-bbb-default'], '`defaultMaxUsers` (0 = no limit)');
    const join = doc('3.0').paths['/join'].get!;
    assert.equal(parameter(join, 'redirect')?.schema.default, 'true');
    assert.equal(parameter(join, 'role')?.['x-bbb-required-when'], 'when `password` is missing');
  });

  it('keeps the release facts of each release: removed, deprecated, added later', () => {
    const join27 = doc('2.7').paths['/join'];
    assert.equal(parameter(join27.get!, 'defaultLayout')?.['x-bbb-removed-in'], '3.0');
    assert.ok(join27.post, '2.7 still takes POST for join');
    assert.ok(!parameter(doc('3.0').paths['/join'].get!, 'defaultLayout'));
    assert.ok(!doc('3.0').paths['/join'].post, '3.0 takes GET only');
    assert.equal(parameter(doc('3.0').paths['/join'].get!, 'enforceLayout')?.['x-bbb-since'], '3.0');
    const create26 = doc('2.6').paths['/create'].get!;
    assert.equal(parameter(create26, 'lockSettingsDisableNote')?.deprecated, true);
    assert.equal(parameter(create26, 'breakoutRoomsEnabled')?.['x-bbb-deprecated-in'], '2.5');
    assert.equal(parameter(create26, 'attendeePW')?.['x-bbb-deprecated-in'], '2.5 or earlier');
    const features = parameter(doc('2.7').paths['/create'].get!, 'disabledFeatures')!;
    const lifecycles = features.schema.items?.['x-bbb-values'] as Array<Record<string, string>>;
    assert.equal(lifecycles.find((value) => value.value === 'timer')?.['x-bbb-since'], '2.7');
    assert.equal(
      lifecycles.find((value) => value.value === 'learningDashboardDownloadSessionData')?.['x-bbb-added-in'],
      '2.7.5',
    );
    assert.ok(!doc('2.7').paths['/sendChatMessage'] && doc('3.0').paths['/sendChatMessage']);
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: success and error answers with the messageKeys of each call`, () => {
      const document = doc(version);
      for (const call of apiFor(version)) {
        const [, operation] = operationsOf(document, call.name)[0];
        const content = operation.responses['200'].content!;
        const mediaType = call.response === 'XML' ? 'text/xml' : 'application/json';
        assert.deepEqual(Object.keys(content), [mediaType], call.name);
        const [success, error] = content[mediaType].schema.oneOf!.map((schema) => resolveRef(document, schema));
        const inner = (schema: Schema) => (call.response === 'JSON' ? schema.properties!.response : schema);
        assert.equal(inner(success).properties!.returncode.const, 'SUCCESS');
        assert.equal(inner(error).properties!.returncode.const, 'FAILED');
        if (call.response === 'XML') assert.equal(success.xml?.name, 'response');
        const keys = messageKeysFor(version, call.name);
        const failed = keys.filter((key) => returncodeOf(key, call.name) === 'FAILED').map((key) => key.key);
        const succeeded = keys.filter((key) => returncodeOf(key, call.name) === 'SUCCESS').map((key) => key.key);
        if (failed.length) assert.deepEqual(inner(error).properties!.messageKey.enum, failed, call.name);
        if (succeeded.length) assert.deepEqual(inner(success).properties!.messageKey.enum, succeeded, call.name);
        for (const field of call.responseFields.filter((candidate) => !candidate.within)) {
          for (const name of field.name.split('/').map((part) => part.trim())) {
            assert.ok(inner(success).properties![name], `${call.name} answers ${name}`);
          }
        }
      }
    });
  }

  it('nests list items: recordings, playback formats, the meetings of getMeetings', () => {
    const document = doc('3.0');
    const recordings = document.components.schemas.GetRecordingsResponse.properties!.recordings;
    assert.equal(recordings.type, 'array');
    assert.deepEqual(recordings.xml, { wrapped: true });
    assert.equal(recordings.items?.xml?.name, 'recording');
    assert.ok(recordings.items?.properties?.recordID);
    assert.equal(recordings.items?.properties?.playback.items?.xml?.name, 'format');
    assert.ok(!document.components.schemas.GetRecordingsResponse.properties!.recordID, 'not at the top level');
    const meetings = document.components.schemas.GetMeetingsResponse.properties!.meetings;
    assert.equal(meetings.items?.xml?.name, 'meeting');
    assert.ok(meetings.items?.properties?.participantCount && meetings.items.properties.attendees);
    const tracks = document.components.schemas.GetRecordingTextTracksError.properties!.response;
    assert.ok(tracks.properties!.messageKey.enum?.includes('noRecordings'), 'noRecordings is a failure there');
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: the checksum scheme says how it is computed and which algorithms the release accepts`, () => {
      const scheme = doc(version).components.securitySchemes.checksum;
      assert.deepEqual([scheme.type, scheme.in, scheme.name], ['apiKey', 'query', 'checksum']);
      assert.deepEqual(scheme['x-bbb-checksum-algorithms'], checksumAlgorithmsFor(version));
      assert.equal(scheme['x-bbb-checksum-input'], '<call name><query string without checksum><shared secret>');
      for (const algorithm of checksumAlgorithmsFor(version)) {
        assert.ok(scheme.description.includes(`${HEX_LENGTH[algorithm]} hex digits`), algorithm);
      }
      assert.match(scheme.description, /<call><query string><shared secret>/);
      assert.match(scheme.description, /supportedChecksumAlgorithms/);
      const sessionToken = doc(version).components.securitySchemes.sessionToken;
      assert.equal(
        sessionToken !== undefined,
        apiFor(version).some((call) => call.auth === 'sessionToken'),
      );
    });
  }

  it('the YAML and JSON files hold the same document', () => {
    for (const version of DOC_VERSIONS) {
      const files = openApiFiles(version);
      assert.deepEqual(JSON.parse(files.json), doc(version));
      assert.match(files.yaml, /^openapi: 3\.1\.0$/m);
      assert.equal(openApiPath(version, 'yaml'), `/${OPENAPI_DIR}/${version}.yaml`);
    }
    // Parsing YAML is slow (about a second a document): the newest and the oldest release are enough to
    // show that the serialisation keeps everything, since every document is written by the same code.
    for (const version of ['3.1', '2.5-legacy'] as const) {
      assert.deepEqual(parseYaml(openApiFiles(version).yaml), doc(version), version);
    }
  });
});

describe('OpenAPI documents: maintained validators', () => {
  let config: Awaited<ReturnType<typeof createConfig>>;
  const validator = new Validator();
  before(async () => {
    config = await createConfig({ extends: [LINT_RULESET] });
  });
  for (const version of DOC_VERSIONS) {
    it(`${version}: Redocly's ${LINT_RULESET} rules find no error, and only explained warnings`, async () => {
      const problems = await lintFromString({
        source: JSON.stringify(doc(version)),
        absoluteRef: `${ROOT}/build${openApiPath(version, 'json')}`,
        config,
      });
      const errors = problems.filter((problem) => problem.severity === 'error');
      assert.deepEqual(
        errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
        [],
      );
      const unexplained = problems.filter((problem) => !(problem.ruleId in EXPLAINED_LINT_WARNINGS));
      assert.deepEqual(
        unexplained.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
        [],
        'fix these, or explain them in plugins/openapi/lint.ts',
      );
    });

    it(`${version}: matches the official OpenAPI 3.1 schema`, async () => {
      const result = await validator.validate(structuredClone(doc(version)) as unknown as Record<string, unknown>);
      assert.equal(validator.version, '3.1');
      assert.deepEqual(result.errors ?? [], []);
      assert.equal(result.valid, true);
    });
  }
});

/** A request as a client sends it: method, call, raw query string (with its checksum), optional body. */
interface SentRequest {
  label: string;
  method: 'GET' | 'POST';
  call: string;
  url: string;
  /** Secret that signed it (to check the checksum against the security scheme). */
  secret?: string;
  body?: { contentType: string; content: string | Record<string, string> };
}

/** The method a client uses for a call, and the body a POST-only call needs. */
function sendAs(call: ResolvedCall): Pick<SentRequest, 'method' | 'body'> {
  if (call.methods.includes('GET')) return { method: 'GET' };
  if (call.name === 'insertDocument') {
    return { method: 'POST', body: { contentType: 'application/xml', content: '<modules></modules>' } };
  }
  return { method: 'POST' };
}

/** A plausible value of a builder field, for the form with every field filled. */
function sampleValue(param: ResolvedParam): string {
  if (isMultiValue(param))
    return (param.values ?? [])
      .slice(0, 2)
      .map((value) => value.value)
      .join(',');
  if (param.type === 'Enum') return param.values?.[0]?.value ?? 'x';
  if (param.type === 'Boolean') return 'true';
  if (param.type === 'Number') return '1';
  return param.name === 'groups' || param.name === 'pluginManifests' ? '[]' : 'physics-101';
}

class RequestChecker {
  private readonly api: OpenAPIBackend;

  constructor(private readonly document: OpenApiDocument) {
    // quick: openapi-backend's own check of the document knows OpenAPI 3.0 only; the tests above validate it.
    this.api = new OpenAPIBackend({ definition: structuredClone(document) as never, quick: true, strict: true });
  }

  async init(): Promise<void> {
    await this.api.init();
  }

  /** Problems of one request against the document: none when it is valid. */
  problems(request: SentRequest): string[] {
    const url = new URL(request.url);
    const prefix = '/bigbluebutton/api';
    assert.ok(url.pathname.startsWith(`${prefix}/`), request.url);
    const path = url.pathname.slice(prefix.length);
    const params = [...url.searchParams];
    const checksum = params.filter(([name]) => name === 'checksum');
    const query = params.filter(([name]) => name !== 'checksum');
    const queryString = url.search.slice(1).replace(/&?checksum=[0-9a-f]+$/, '');
    const operation = request.method === 'GET' ? this.document.paths[path]?.get : this.document.paths[path]?.post;
    if (!operation) return [`${request.method} ${path} is not in the document`];
    const problems: string[] = [];
    const scheme = Object.keys(operation.security[0] ?? {})[0];
    if (scheme === 'checksum') {
      problems.push(...this.checksumProblems(path.slice(1), queryString, checksum, request.secret));
    } else if (checksum.length > 0) problems.push('a checksum on a call without the checksum scheme');
    // openapi-backend lets a family accept any name: check the names of extra parameters here.
    const names = new Set(operation.parameters.map((p) => p.name));
    const families = operation.parameters
      .filter((p) => p.schema.propertyNames?.pattern)
      .map((p) => new RegExp(p.schema.propertyNames!.pattern!));
    for (const [name] of query) {
      if (!names.has(name) && !families.some((family) => family.test(name))) problems.push(`unknown parameter ${name}`);
    }
    const result = this.api.validateRequest({
      method: request.method.toLowerCase(),
      path,
      query: queryString,
      headers: request.body ? { 'content-type': request.body.contentType } : {},
      body: request.body?.content,
    });
    for (const error of result.errors ?? []) problems.push(`${error.instancePath} ${error.message}`);
    return problems;
  }

  /** The checksum as the `checksum` security scheme describes it: hex digest of <call><query><secret>. */
  private checksumProblems(
    call: string,
    queryString: string,
    sent: Array<[string, string]>,
    secret?: string,
  ): string[] {
    if (sent.length !== 1) return [`${sent.length} checksum parameters`];
    const scheme = this.document.components.securitySchemes.checksum;
    const value = sent[0][1];
    const algorithm = (scheme['x-bbb-checksum-algorithms'] as ChecksumAlgorithm[]).find(
      (candidate) => HEX_LENGTH[candidate] === value.length,
    );
    if (!algorithm) return [`a checksum of ${value.length} characters: no algorithm the release accepts`];
    if (secret === undefined) return [];
    const input = String(scheme['x-bbb-checksum-input'])
      .replace('<call name>', call)
      .replace('<query string without checksum>', queryString)
      .replace('<shared secret>', secret);
    const expected = createHash(algorithm).update(input, 'utf8').digest('hex');
    return expected === value ? [] : [`checksum ${value} is not the ${algorithm} of the call, query and secret`];
  }
}

describe('requests of the reference, validated against the document of their release', () => {
  const checkers = new Map<DocVersion, RequestChecker>();
  before(async () => {
    for (const version of DOC_VERSIONS) {
      const checker = new RequestChecker(doc(version));
      await checker.init();
      checkers.set(version, checker);
    }
  });
  const problemsOf = (version: DocVersion, requests: SentRequest[]) =>
    requests.flatMap((request) =>
      checkers
        .get(version)!
        .problems(request)
        .map((problem) => `${request.label}: ${problem}`),
    );

  for (const version of DOC_VERSIONS) {
    it(`${version}: the worked checksum example and every example request of every call`, () => {
      const worked = WORKED_EXAMPLES[version];
      const requests: SentRequest[] = [
        {
          label: `worked example (${worked.callName})`,
          method: 'GET',
          call: worked.callName,
          url: workedExampleUrl(worked),
          secret: worked.secret,
        },
      ];
      for (const call of apiFor(version)) {
        exampleUrls(call).forEach((url, index) =>
          requests.push({
            label: `${call.name}: ${call.examples[index].caption}`,
            call: call.name,
            url,
            secret: exampleSecret(version),
            ...sendAs(call),
          }),
        );
      }
      assert.ok(requests.length > apiFor(version).length);
      assert.deepEqual(problemsOf(version, requests), []);
    });

    it(`${version}: the URLs of the call builder's form, with its defaults and with every field filled`, async () => {
      const secret = exampleSecret(version);
      const algorithm: ChecksumAlgorithm = checksumAlgorithmsFor(version).includes('sha256') ? 'sha256' : 'sha1';
      const requests: SentRequest[] = [];
      for (const call of builderCalls(version)) {
        const fields = fieldParams(call);
        const fromExamples = new Map(call.examples.flatMap((example) => example.params));
        const required = Object.fromEntries(
          fields
            .filter((param) => param.required === 'required')
            .map((param) => [param.name, fromExamples.get(param.name) ?? sampleValue(param)]),
        );
        const everything = Object.fromEntries(fields.map((param) => [param.name, sampleValue(param)]));
        const extras = call.params
          .filter((param) => param.pattern)
          .map((param, index) => ({ id: index, name: `${param.name.replace(/\*$/, '')}course`, value: 'PHY-101' }));
        for (const [form, values, extra] of [
          ['default form', required, []],
          ['every field filled', everything, extras],
        ] as const) {
          const signed = await signRequest({
            server: 'bbb.example.com',
            callName: call.name,
            params: collectParams(call, values, extra),
            secret,
            algorithm,
            subtle,
          });
          requests.push({ label: `${call.name} (${form})`, call: call.name, url: signed.url, secret, ...sendAs(call) });
        }
      }
      assert.deepEqual(problemsOf(version, requests), []);
    });
  }

  it('refuses what the release does not accept', () => {
    const sent = (version: DocVersion, call: string, query: string, method: 'GET' | 'POST' = 'GET') =>
      checkers.get(version)!.problems({
        label: query,
        method,
        call,
        url: `https://bbb.example.com/bigbluebutton/api/${call}?${query}${query ? '&' : ''}checksum=${'0'.repeat(64)}`,
      });
    assert.deepEqual(sent('3.0', 'create', 'name=Physics+101&meetingID=physics-101&meta_course=PHY-101'), []);
    assert.ok(sent('3.0', 'create', 'meetingID=physics-101').length > 0, 'name is required');
    assert.ok(sent('3.0', 'create', 'name=a&meetingID=b&record=maybe').length > 0, 'record is a Boolean');
    assert.ok(sent('3.0', 'create', 'name=a&meetingID=b&guestPolicy=SOMETIMES').length > 0, 'not a guest policy');
    assert.ok(sent('3.0', 'create', 'name=a&meetingID=b&disabledFeatures=chat,teleport').length > 0, 'not a feature');
    assert.ok(sent('2.7', 'create', 'name=a&meetingID=b&disabledFeatures=infiniteWhiteboard').length > 0, '3.0 value');
    assert.ok(sent('3.0', 'create', 'name=a&meetingID=b&nickname=x').length > 0, 'unknown parameter');
    assert.ok(sent('3.0', 'create', 'name=a&meetingID=b&userdata-x=1').length > 0, 'a join family on create');
    assert.ok(sent('2.7', 'join', 'fullName=a&meetingID=b&enforceLayout=CAMERAS_ONLY').length > 0, '3.0 parameter');
    assert.ok(sent('3.0', 'join', 'fullName=a&meetingID=b&defaultLayout=x').length > 0, 'removed in 3.0');
    assert.ok(sent('3.0', 'join', 'fullName=a&meetingID=b', 'POST').length > 0, '3.0 takes join over GET only');
    assert.ok(sent('2.7', 'sendChatMessage', 'meetingID=b&message=hi').length > 0, 'no such call in 2.7');
    assert.ok(sent('2.5-legacy', 'getRecordings', 'limit=10').length > 0, 'pagination came with 2.6');
    assert.ok(sent('2.6', 'getRecordings', 'limit=-1').length > 0, 'limit is 0 or more');
  });
});

describe('a client generated from each document', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bbb-openapi-client-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** The "Generate a client" example of a release's API reference (src/components/ApiClientExample). */
  function pageExample(version: DocVersion): string {
    const page = readFileSync(path.join(ROOT, 'versioned_docs', `version-${version}`, 'development', 'api.md'), 'utf8');
    assert.ok(
      page.includes('<ApiClientExample />'),
      `${version}: the API reference shows the client example of its own release`,
    );
    const example = clientSnippet(version, SITE_URL);
    assert.ok(
      example.startsWith(
        `// Types: npx openapi-typescript ${SITE_URL}${openApiPath(version, 'yaml')} -o bbb-api.d.ts\n`,
      ),
      `${version}: the example generates the types from its own document`,
    );
    return example;
  }

  /** Type-level checks: parameters of other releases and wrong values are refused. */
  function refusals(version: DocVersion): string {
    const lines = [
      "import type { paths } from './bbb-api';",
      "type Query<P extends '/create' | '/join' | '/getRecordings'> = NonNullable<paths[P]['get']['parameters']['query']>;",
      "export const fine: Query<'/create'> = { name: 'Physics 101', meetingID: 'physics-101', record: true };",
      '// @ts-expect-error: record is a Boolean',
      "export const notBoolean: Query<'/create'> = { name: 'a', meetingID: 'b', record: 'yes' };",
      '// @ts-expect-error: not a guest policy',
      "export const notPolicy: Query<'/create'> = { name: 'a', meetingID: 'b', guestPolicy: 'SOMETIMES' };",
      '// @ts-expect-error: name is required',
      "export const noName: Query<'/create'> = { meetingID: 'b' };",
    ];
    // A parameter of create, join or getRecordings that another release has and this one has not.
    let index = 0;
    for (const call of ['create', 'join', 'getRecordings'] as const) {
      const own = new Set(
        apiFor(version)
          .find((c) => c.name === call)
          ?.params.map((p) => p.name),
      );
      const others = DOC_VERSIONS.flatMap((other) => apiFor(other).find((c) => c.name === call)?.params ?? []);
      const foreign = others.find((p) => !own.has(p.name) && !p.pattern && p.location !== 'body');
      if (!foreign) continue;
      const required = apiFor(version)
        .find((c) => c.name === call)!
        .params.filter((p) => p.required === 'required')
        .map((p) => `${JSON.stringify(p.name)}: 'x'`);
      lines.push(
        `// @ts-expect-error: ${foreign.name} is not a ${call} parameter of ${version}`,
        `export const foreign${index++}: Query<'/${call}'> = { ${[...required, `${JSON.stringify(foreign.name)}: 'x'`].join(', ')} };`,
      );
    }
    assert.ok(index > 0, `${version}: at least one parameter of another release to refuse`);
    return `${lines.join('\n')}\n`;
  }

  it('openapi-typescript makes the types of every release, and tsc compiles the page example against them', async () => {
    const files: string[] = [];
    for (const version of DOC_VERSIONS) {
      const folder = path.join(dir, version);
      mkdirSync(folder);
      const types = astToString(await openapiTS(structuredClone(doc(version)) as never, { silent: true }));
      // A .ts file, not .d.ts: checked as source while skipLibCheck skips @types/node, the slow part.
      writeFileSync(path.join(folder, 'bbb-api.ts'), types);
      assert.match(types, /"\/getMeetingInfo": \{/);
      writeFileSync(path.join(folder, 'bbb-client.ts'), pageExample(version));
      writeFileSync(path.join(folder, 'refusals.ts'), refusals(version));
      files.push(`${version}/bbb-client.ts`, `${version}/refusals.ts`);
    }
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          lib: ['es2022'],
          module: 'esnext',
          moduleResolution: 'bundler',
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules', '@types')],
          isolatedModules: true,
          skipLibCheck: true,
        },
        files,
      }),
    );
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    } catch (error) {
      const output = (error as { stdout?: string }).stdout ?? String(error);
      assert.fail(`tsc found errors:\n${output}`);
    }
  });
});

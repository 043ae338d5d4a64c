/**
 * The OpenAPI 3.1 document of one release, made from the API reference data
 * (src/data/api): `openApiDocument(version)` is a pure function, so the unit
 * tests can lint it, validate requests against it and generate a client from
 * it, and ./index.ts writes it into the build. Nothing in it is written by
 * hand: a fact missing here is missing from the data.
 *
 * How the data maps to OpenAPI:
 * - a call is a path `/<call>` with one operation per HTTP method
 *   (`create` for GET, `createPost` for POST);
 * - String, Number, Boolean and Enum become string, integer (0 or more),
 *   boolean and a string enum; a String with listed values (`disabledFeatures`)
 *   is a comma-separated array (`style: form`, `explode: false`);
 * - a family of parameters (`meta_*`, `userdata-*`) is one exploded object
 *   parameter whose property names must match the prefix (`propertyNames`);
 * - `conditional` parameters are optional, with the condition in words in
 *   the description and in `x-bbb-required-when`;
 * - a default is the schema's `default` when it is a literal value of the
 *   type, otherwise (a server property, "random unused number") it is stated
 *   in the description and in `x-bbb-default`;
 * - responses are `<response>` XML (or `{"response": …}` JSON) with a
 *   success schema (`<Call>Response`) and an error schema (`<Call>Error`)
 *   whose `messageKey` lists the keys of the call;
 * - the checksum is the `checksum` security scheme; `getJoinUrl` uses
 *   `sessionToken`;
 * - release facts OpenAPI has no field for are `x-bbb-*` extensions:
 *   `x-bbb-since` (first release that has it), `x-bbb-added-in` (finer or
 *   historic release), `x-bbb-deprecated-in`, `x-bbb-removed-in` (a later
 *   release that drops it), `x-bbb-replacement`, `x-bbb-unconfirmed`,
 *   `x-bbb-values` (the lifecycle of each value).
 */
import { HEX_LENGTH, WEB_CRYPTO_NAMES } from '../../src/lib/checksum';
import {
  API_GROUPS,
  SHARED_SECRET,
  acceptedContentTypes,
  apiFor,
  callFor,
  checksumAlgorithmsFor,
  contentTypeRulesFor,
  messageKeysFor,
  returncodeOf,
  type EnumValue,
  type Lifecycle,
  type MessageKey,
  type ParamType,
  type ResolvedCall,
  type ResolvedParam,
  type ResponseField,
} from '../../src/data/api';
import { RELEASES, type DocVersion } from '../../src/data/versions';

/** The subset of JSON Schema 2020-12 the documents use. */
export interface Schema {
  $ref?: string;
  type?: 'string' | 'integer' | 'boolean' | 'object' | 'array';
  const?: string;
  enum?: string[];
  default?: string | number | boolean;
  minimum?: number;
  format?: string;
  description?: string;
  deprecated?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  patternProperties?: Record<string, Schema>;
  propertyNames?: Schema;
  pattern?: string;
  oneOf?: Schema[];
  xml?: { name?: string; wrapped?: boolean };
  [extension: `x-${string}`]: unknown;
}

export interface Parameter {
  name: string;
  in: 'query';
  description: string;
  required?: boolean;
  deprecated?: boolean;
  style?: 'form';
  explode?: boolean;
  schema: Schema;
  [extension: `x-${string}`]: unknown;
}

export interface MediaType {
  schema: Schema;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: boolean;
  parameters: Parameter[];
  requestBody?: { description: string; required: boolean; content: Record<string, MediaType> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, MediaType> }
  >;
  security: Array<Record<string, string[]>>;
  [extension: `x-${string}`]: unknown;
}

export interface SecurityScheme {
  type: 'apiKey';
  in: 'query';
  name: string;
  description: string;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    summary: string;
    description: string;
    license: { name: string; identifier: string };
  };
  externalDocs: { description: string; url: string };
  servers: Array<{
    url: string;
    description: string;
    variables: Record<string, { default: string; description: string }>;
  }>;
  tags: Array<{ name: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, { get?: Operation; post?: Operation }>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, SecurityScheme> };
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiOptions {
  /** Address of the documentation site, for links to the reference. */
  siteUrl?: string;
}

const SITE_URL = 'https://docs.bigbluebutton.org';

/** The oldest documented release: its items are in every document. */
const OLDEST: DocVersion = '2.5-legacy';

/** The release a lifecycle version names ("2.5-legacy" → "2.5"). */
function release(version: DocVersion): string {
  return RELEASES[version].release;
}

/** `x-bbb-*` lifecycle facts of an item, as seen from `version`. */
function lifecycle(item: Lifecycle, version: DocVersion): Record<`x-${string}`, string> {
  // Items of every documented release (since the oldest, 2.5) carry no `x-bbb-since`.
  const facts: Record<`x-${string}`, string> = {};
  if (item.since !== OLDEST) facts['x-bbb-since'] = release(item.since);
  if (item.addedIn) facts['x-bbb-added-in'] = item.addedIn;
  if (item.deprecatedIn) {
    // Deprecated "in the oldest documented release" without a finer release means: already before it.
    facts['x-bbb-deprecated-in'] =
      item.deprecatedInRelease ??
      (item.deprecatedIn === OLDEST ? `${release(OLDEST)} or earlier` : release(item.deprecatedIn));
  }
  if (item.replacement) facts['x-bbb-replacement'] = item.replacement;
  if (item.until && item.until !== version) facts['x-bbb-removed-in'] = release(item.until);
  if (item.unconfirmed) facts['x-bbb-unconfirmed'] = item.unconfirmed;
  return facts;
}

/** Sentences joined, each ending with a full stop. */
function sentences(...parts: Array<string | false | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => (/[.!?:)]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join(' ');
}

function valueSchema(type: ParamType | ResponseField['type']): Schema {
  switch (type) {
    case 'Number':
      return { type: 'integer', minimum: 0 };
    case 'Boolean':
      return { type: 'boolean' };
    case 'XML':
      return { type: 'object' };
    case 'List':
      return { type: 'array' };
    default:
      return { type: 'string' };
  }
}

/**
 * The default as a literal value of the parameter's type, or undefined when
 * the data gives a description instead (a server property, a range).
 */
export function literalDefault(param: ResolvedParam): string | number | boolean | undefined {
  const text = param.default;
  if (text === undefined) return undefined;
  if (param.type === 'Boolean') return /^(true|false)$/.test(text) ? text === 'true' : undefined;
  if (param.type === 'Number') return /^\d+$/.test(text) ? Number(text) : undefined;
  if (param.type === 'Enum') return (param.values ?? []).some((value) => value.value === text) ? text : undefined;
  if (param.values?.length) return undefined;
  return /^[^\s`]+$/.test(text) ? text : undefined;
}

function valueFacts(values: readonly EnumValue[], version: DocVersion): Record<`x-${string}`, unknown> {
  return {
    'x-enumDescriptions': Object.fromEntries(values.map((value) => [value.value, value.description])),
    'x-bbb-values': values.map((value) => ({ value: value.value, ...lifecycle(value, version) })),
  };
}

/** The schema of one parameter's value (for a family: of each member's value). */
function paramValueSchema(param: ResolvedParam, version: DocVersion): Schema {
  const values = param.values ?? [];
  if (param.type === 'Enum' && values.length > 0) {
    return { type: 'string', enum: values.map((value) => value.value), ...valueFacts(values, version) };
  }
  if (values.length > 0) {
    // A comma-separated list of the values (disabledFeatures).
    return {
      type: 'array',
      items: { type: 'string', enum: values.map((value) => value.value), ...valueFacts(values, version) },
    };
  }
  if (param.location === 'body' && param.name === 'file') return { type: 'string', format: 'binary' };
  return valueSchema(param.type);
}

function paramDescription(param: ResolvedParam, literal: boolean): string {
  return sentences(
    param.description,
    param.required === 'conditional' && param.requiredWhen && `Required ${param.requiredWhen}`,
    param.default !== undefined && !literal && `Default: ${param.default}`,
    param.deprecated && `Deprecated${param.replacement ? `: use ${param.replacement} instead` : ''}`,
    param.note,
    param.unconfirmed && `Unconfirmed: ${param.unconfirmed}`,
  );
}

/** The prefix of a family of parameters (`meta_*` → `meta_`). */
export function familyPrefix(param: Pick<ResolvedParam, 'name'>): string {
  return param.name.replace(/\*$/, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One query parameter (`requiredHere` false for POST, where it may travel in the body instead). */
export function queryParameter(param: ResolvedParam, version: DocVersion, requiredHere = true): Parameter {
  const value = paramValueSchema(param, version);
  const literal = literalDefault(param);
  const facts = {
    ...lifecycle(param, version),
    ...(param.required === 'conditional' && param.requiredWhen ? { 'x-bbb-required-when': param.requiredWhen } : {}),
    ...(param.default !== undefined && literal === undefined ? { 'x-bbb-default': param.default } : {}),
  };
  const description = paramDescription(param, literal !== undefined);
  if (param.pattern) {
    const prefix = familyPrefix(param);
    return {
      name: param.name,
      in: 'query',
      description: sentences(
        description,
        `A family of parameters: each name starts with \`${prefix}\` and is sent as a query parameter of its own`,
      ),
      style: 'form',
      explode: true,
      ...(param.deprecated ? { deprecated: true } : {}),
      schema: {
        type: 'object',
        propertyNames: { pattern: `^${escapeRegExp(prefix)}` },
        additionalProperties: value,
      },
      'x-bbb-pattern': param.name,
      ...facts,
    };
  }
  const schema: Schema = { ...value, ...(literal !== undefined ? { default: literal } : {}) };
  return {
    name: param.name,
    in: 'query',
    description,
    ...(requiredHere && param.required === 'required' ? { required: true } : {}),
    ...(param.deprecated ? { deprecated: true } : {}),
    ...(value.type === 'array' ? { style: 'form', explode: false } : {}),
    schema,
    ...facts,
  };
}

/** `attendeePW / moderatorPW` → both names. */
function fieldNames(field: ResponseField): string[] {
  return field.name.split('/').map((name) => name.trim());
}

/** The properties and required names of a list of response fields (top-level ones, or those of one list's items). */
function fieldsSchema(call: ResolvedCall, fields: readonly ResponseField[], within?: string): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of fields.filter((candidate) => candidate.within === within)) {
    let schema: Schema = { ...valueSchema(field.type), description: field.description };
    if (field.type === 'List') {
      const nested = fields.filter((candidate) => candidate.within === field.name);
      const ofCall = field.itemFieldsOf ? callFor(call.version, field.itemFieldsOf) : undefined;
      let items: Schema = {};
      if (nested.length > 0) items = fieldsSchema(call, fields, field.name);
      else if (ofCall) items = fieldsSchema(ofCall, ofCall.responseFields);
      if (field.element) items = { ...items, xml: { name: field.element } };
      schema = { ...schema, items, ...(call.response === 'XML' ? { xml: { wrapped: true } } : {}) };
    }
    if (field.type === 'XML') schema.additionalProperties = true;
    const facts = lifecycle(field, call.version);
    for (const name of fieldNames(field)) {
      properties[name] = { ...schema, ...facts };
      if (field.when === 'always') required.push(name);
    }
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function keySchema(call: ResolvedCall, keys: readonly MessageKey[]): Schema {
  return {
    type: 'string',
    enum: keys.map((entry) => entry.key),
    'x-enumDescriptions': Object.fromEntries(
      keys.map((entry) => [
        entry.key,
        sentences(entry.meaning, entry.action, entry.addedIn && `Returned from ${entry.addedIn} on`),
      ]),
    ),
    'x-bbb-values': keys.map((entry) => ({ value: entry.key, ...lifecycle(entry, call.version) })),
  };
}

/** The success and error schemas of a call, named `<Call>Response` and `<Call>Error`. */
function responseSchemas(call: ResolvedCall): Record<string, Schema> {
  const keys = messageKeysFor(call.version, call.name);
  const successKeys = keys.filter((entry) => returncodeOf(entry, call.name) === 'SUCCESS');
  const failedKeys = keys.filter((entry) => returncodeOf(entry, call.name) === 'FAILED');
  const fields = fieldsSchema(call, call.responseFields);
  const success: Schema = {
    type: 'object',
    description: `Answer of \`${call.name}\` when it succeeds (\`returncode\` SUCCESS).`,
    properties: {
      returncode: { type: 'string', const: 'SUCCESS' },
      ...(successKeys.length > 0
        ? {
            messageKey: { ...keySchema(call, successKeys), description: 'Set when the server has a notice.' },
            message: { type: 'string', description: 'The notice in English; branch on `messageKey`.' },
          }
        : {}),
      ...fields.properties,
    },
    required: ['returncode', ...(fields.required ?? [])],
  };
  const error: Schema = {
    type: 'object',
    description: `Answer of \`${call.name}\` when it fails (\`returncode\` FAILED). The HTTP status is 200 as well.`,
    properties: {
      returncode: { type: 'string', const: 'FAILED' },
      messageKey:
        failedKeys.length > 0
          ? { ...keySchema(call, failedKeys), description: 'Stable across releases: branch on it.' }
          : { type: 'string', description: 'Stable across releases: branch on it.' },
      message: { type: 'string', description: 'What went wrong, in English; it may change between releases.' },
    },
    required: ['returncode', 'messageKey', 'message'],
  };
  const name = capitalized(call.name);
  if (call.response === 'XML') {
    success.xml = { name: 'response' };
    error.xml = { name: 'response' };
    return { [`${name}Response`]: success, [`${name}Error`]: error };
  }
  const wrap = (inner: Schema): Schema => ({
    type: 'object',
    description: inner.description,
    properties: { response: { ...inner, description: undefined } },
    required: ['response'],
  });
  return { [`${name}Response`]: wrap(success), [`${name}Error`]: wrap(error) };
}

function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Media type of a call's answers. */
function responseMediaType(call: ResolvedCall): string {
  return call.response === 'XML' ? 'text/xml' : 'application/json';
}

function responses(call: ResolvedCall): Operation['responses'] {
  const name = capitalized(call.name);
  const result: Operation['responses'] = {
    '200': {
      description: `The ${call.response} answer: \`returncode\` SUCCESS with the fields below, or FAILED with a \`messageKey\`. Errors come with HTTP status 200 too.`,
      content: {
        [responseMediaType(call)]: {
          schema: {
            oneOf: [{ $ref: `#/components/schemas/${name}Response` }, { $ref: `#/components/schemas/${name}Error` }],
          },
        },
      },
    },
  };
  const redirect = call.params.find((param) => param.name === 'redirect');
  if (redirect) {
    result['302'] = {
      description: `Unless \`redirect=false\`: the browser is sent on to the client (default \`redirect=${redirect.default ?? 'true'}\`).`,
      headers: {
        Location: { description: 'Address of the client, or of the error page.', schema: { type: 'string' } },
      },
    };
  }
  return result;
}

/** The body a POST of the call may carry, by content type. */
function requestBody(call: ResolvedCall): Operation['requestBody'] {
  const types = acceptedContentTypes(call.version, call.name);
  if (types.length === 0) return undefined;
  const queryParams = call.params.filter((param) => param.location !== 'body' && !param.pattern);
  const families = call.params.filter((param) => param.pattern);
  const bodyParams = call.params.filter((param) => param.location === 'body');
  const hasXml = types.some((type) => type.endsWith('xml'));
  const xmlOnly = types.every((type) => type.endsWith('xml'));
  // A call whose body is a file (putRecordingTextTrack) takes its parameters in the query string only;
  // the others read a form body as they read the query string.
  const fileUpload = bodyParams.length > 0 && !hasXml;
  const content: Record<string, MediaType> = {};
  for (const type of types) {
    if (type.endsWith('xml')) {
      const modules = ['`presentation` (the documents to load, `<document url="…" filename="…"/>` or Base64 content)'];
      for (const param of bodyParams) modules.push(`\`${param.name}\` (${param.description})`);
      content[type] = {
        schema: {
          type: 'string',
          description: `An XML document \`<modules><module name="…">…</module></modules>\` with the modules: ${modules.join('; ')}`,
        },
      };
      continue;
    }
    const properties: Record<string, Schema> = {};
    for (const param of fileUpload ? bodyParams : queryParams) {
      properties[param.name] = { ...paramValueSchema(param, call.version), description: param.description };
    }
    const patternProperties = Object.fromEntries(
      families.map((param) => [`^${escapeRegExp(familyPrefix(param))}`, paramValueSchema(param, call.version)]),
    );
    content[type] = {
      schema: {
        type: 'object',
        properties,
        ...(!fileUpload && families.length > 0 ? { patternProperties } : {}),
      },
    };
  }
  let description =
    'The parameters in a form body instead of the query string, or the XML modules. The body is not covered by the checksum: never send a parameter in both.';
  if (xmlOnly) description = 'The XML document. Only the query string is covered by the checksum.';
  if (fileUpload) {
    description = `${bodyParams.map((param) => `\`${param.name}\``).join(', ')} as ${bodyParams.length === 1 ? 'a part' : 'parts'} of the multipart body; the parameters stay in the query string, which alone is covered by the checksum.`;
  }
  return {
    description,
    required: xmlOnly,
    content,
  };
}

function operation(call: ResolvedCall, method: 'GET' | 'POST'): Operation {
  const both = call.methods.includes('GET') && call.methods.includes('POST');
  const group = API_GROUPS.find((candidate) => candidate.id === call.group);
  const rules = contentTypeRulesFor(call.version);
  const types = acceptedContentTypes(call.version, call.name);
  // With GET as well, a POST may carry its parameters in the body: none is required in the query string.
  const requiredInQuery = method === 'GET' || !both || types.length === 0;
  const postRules =
    method === 'POST' &&
    sentences(
      both &&
        types.length > 0 &&
        'The parameters may be sent in the query string or in a form body; each required parameter must be in one of them, never in both',
      types.length > 0 &&
        `Accepted \`Content-Type\`: ${types.map((type) => `\`${type}\``).join(', ')}${rules.enforced ? `, checked${rules.enforcedFrom ? ` from ${rules.enforcedFrom}` : ''}: another type is answered with \`unsupportedContentType\`` : ''}`,
    );
  const body = method === 'POST' ? requestBody(call) : undefined;
  return {
    operationId: method === 'POST' && both ? `${call.name}Post` : call.name,
    summary: call.summary,
    description: sentences(
      call.description,
      call.methodNote,
      call.note,
      call.unconfirmed && `Unconfirmed: ${call.unconfirmed}`,
      postRules || undefined,
    ),
    tags: group ? [group.title] : [],
    ...(call.deprecatedIn ? { deprecated: true } : {}),
    parameters: call.params
      .filter((param) => param.location !== 'body')
      .map((param) => queryParameter(param, call.version, requiredInQuery)),
    ...(body ? { requestBody: body } : {}),
    responses: responses(call),
    security: [{ [call.auth]: [] }],
    ...lifecycle(call, call.version),
  };
}

function checksumScheme(version: DocVersion): SecurityScheme {
  const algorithms = checksumAlgorithmsFor(version);
  const names = algorithms.map((algorithm) => `${WEB_CRYPTO_NAMES[algorithm]} (${HEX_LENGTH[algorithm]} hex digits)`);
  return {
    type: 'apiKey',
    in: 'query',
    name: 'checksum',
    description: [
      'The checksum proves that the request was made by a holder of the shared secret; the secret itself is never sent. To compute it:',
      '',
      '1. Build the query string of the call without `checksum`: each name and value URL-encoded once (UTF-8 percent-encoding, spaces as `+` or `%20`), in the order you send them.',
      '2. Write the call name, the query string and the shared secret one after the other, with no separator: `<call><query string><shared secret>` (for example `create` + `name=Test+Meeting&meetingID=abc123` + the secret).',
      `3. Hash that text (UTF-8) with one of ${names.join(', ')} and write the digest in lower-case hexadecimal. The server recognises the algorithm by the length of the checksum.`,
      '4. Append `&checksum=<digest>` to the query string (`checksum=<digest>` when it is empty) and send exactly that query string.',
      '',
      `The server hashes the query string as it receives it, so the order and encoding you hash must be the ones you send. On POST only the URL query string is hashed, never the body; a parameter sent in both breaks the checksum. BigBlueButton ${release(version)} accepts the algorithms above by default; a server may accept fewer (\`${SHARED_SECRET.algorithmsProperty}\` in \`${SHARED_SECRET.file}\`). The shared secret is \`${SHARED_SECRET.property}\` in that file; \`${SHARED_SECRET.showCommand}\` prints it. Keep it on your servers, never in a browser or an app.`,
    ].join('\n'),
    'x-bbb-checksum-input': '<call name><query string without checksum><shared secret>',
    'x-bbb-checksum-algorithms': [...algorithms],
  };
}

const SESSION_TOKEN_SCHEME: SecurityScheme = {
  type: 'apiKey',
  in: 'query',
  name: 'sessionToken',
  description:
    'The `sessionToken` of a user who is in the meeting, sent with the session cookie that `join` set in that user’s browser. Server-side integrations cannot call these operations on a user’s behalf: they have no such session.',
};

/** The OpenAPI 3.1 document of one docs version's API. */
export function openApiDocument(version: DocVersion, options: OpenApiOptions = {}): OpenApiDocument {
  const siteUrl = (options.siteUrl ?? SITE_URL).replace(/\/$/, '');
  const calls = apiFor(version);
  const reference = `${siteUrl}${RELEASES[version].pathPrefix}/development/api/`;
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, Schema> = {};
  for (const call of calls) {
    const item: { get?: Operation; post?: Operation } = {};
    if (call.methods.includes('GET')) item.get = operation(call, 'GET');
    if (call.methods.includes('POST')) item.post = operation(call, 'POST');
    paths[`/${call.name}`] = item;
    Object.assign(schemas, responseSchemas(call));
  }
  const securitySchemes: Record<string, SecurityScheme> = { checksum: checksumScheme(version) };
  if (calls.some((call) => call.auth === 'sessionToken')) securitySchemes.sessionToken = SESSION_TOKEN_SCHEME;
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: `BigBlueButton ${release(version)} API`,
      version: release(version),
      summary: `Every call, parameter and response of the BigBlueButton ${release(version)} HTTP API.`,
      description: [
        `The HTTP API of BigBlueButton ${release(version)}, generated from the data of the API reference (${reference}), which explains each call in more detail.`,
        '',
        'Every call is a GET (some also a POST) under `/bigbluebutton/api/` on your server, signed with a checksum computed from the shared secret (see the `checksum` security scheme). Answers are XML (`<response>`) unless an operation says JSON; a failed call also answers with HTTP status 200, with `returncode` FAILED and a `messageKey` to branch on.',
        '',
        'Release facts OpenAPI has no field for are `x-bbb-*` extensions: `x-bbb-since` (first documented release that has the item; items without it are in every documented release, from 2.5 on), `x-bbb-added-in` (finer or older release that introduced it), `x-bbb-deprecated-in`, `x-bbb-replacement`, `x-bbb-removed-in` (a later release that no longer has it), `x-bbb-required-when`, `x-bbb-default` (a default that is not a literal value), `x-bbb-pattern` (a family of parameters), `x-bbb-values` (the lifecycle of each value) and `x-bbb-unconfirmed` (not confirmed for every point release).',
      ].join('\n'),
      license: { name: 'LGPL-3.0-or-later', identifier: 'LGPL-3.0-or-later' },
    },
    externalDocs: { description: `API reference of BigBlueButton ${release(version)}`, url: reference },
    servers: [
      {
        url: 'https://{host}/bigbluebutton/api',
        description: 'Your BigBlueButton server',
        variables: { host: { default: 'bbb.example.com', description: 'Host name of the BigBlueButton server.' } },
      },
    ],
    tags: API_GROUPS.filter((group) => calls.some((call) => call.group === group.id)).map((group) => ({
      name: group.title,
      description: `${group.title} calls: ${calls
        .filter((call) => call.group === group.id)
        .map((call) => `\`${call.name}\``)
        .join(', ')}.`,
    })),
    security: [{ checksum: [] }],
    paths,
    components: { schemas, securitySchemes },
    'x-bbb-docs-version': version,
    'x-bbb-release': release(version),
  };
  return withoutUndefined(document);
}

/**
 * Public entry point of the API reference data.
 *
 * `apiFor(version)` returns exactly the calls and parameters of one release:
 * items not yet added or already removed are left out, deprecations are
 * flagged, per-release overrides are applied.
 */
import { compareVersions, inRange, type DocVersion } from '../versions';
import { API_CALLS } from './calls';
import { MESSAGE_KEYS, type MessageKey } from './errors';
import { DOCUMENT_ATTRIBUTES, type DocumentAttribute } from './documents';
import type { ApiCallDef, ApiGroup, ApiParam, EnumValue, Lifecycle, ResolvedCall, ResolvedParam } from './types';
import type { DataSources } from '../sources';

export * from './types';
export { API_CALLS } from './calls';
export { CREATE_PARAMS, DISABLED_FEATURES, MEETING_LAYOUTS, GUEST_POLICIES } from './params/create';
export { MESSAGE_KEYS, returncodeOf, type MessageKey } from './errors';
export { WORKED_EXAMPLES, EXAMPLE_HOST, exampleSecret, type ChecksumWorkedExample } from './examples';
export {
  SHARED_SECRET,
  checksumAlgorithmsFor,
  contentTypeRulesFor,
  acceptedContentTypes,
  type ContentTypeRules,
  type PostContentType,
} from './security';
export { DOCUMENT_ATTRIBUTES, type DocumentAttribute } from './documents';
export {
  changelogFor,
  CHANGELOG_EXCEPTIONS,
  HISTORIC_CHANGES,
  type ChangelogEntry,
  type ChangelogException,
  type ChangelogItem,
} from './changelog';

/** Resource groups in page order, with their headings. */
export const API_GROUPS: ReadonlyArray<{ id: ApiGroup; title: string }> = [
  { id: 'administration', title: 'Administration' },
  { id: 'monitoring', title: 'Monitoring' },
  { id: 'recording', title: 'Recording' },
];

/** True when the item exists in the release and is deprecated there. */
export function isDeprecated(item: Lifecycle, version: DocVersion): boolean {
  return inRange(item, version) && item.deprecatedIn !== undefined && inRange({ since: item.deprecatedIn }, version);
}

/** Enum values of a parameter that the release accepts. */
export function valuesFor(values: readonly EnumValue[] | undefined, version: DocVersion): EnumValue[] {
  return (values ?? []).filter((value) => inRange(value, version));
}

function resolveParam(param: ApiParam, version: DocVersion): ResolvedParam {
  const { overrides, ...base } = param;
  const override = overrides?.[version] ?? {};
  return {
    ...base,
    required: override.required ?? base.required,
    requiredWhen: override.requiredWhen ?? base.requiredWhen,
    default: override.default ?? base.default,
    description: override.description ?? base.description,
    values: base.values ? valuesFor(base.values, version) : undefined,
    deprecated: isDeprecated(param, version),
    note: override.note,
  };
}

function resolveCall(call: ApiCallDef, version: DocVersion): ResolvedCall {
  const rule = [...call.methods]
    .filter((candidate) => inRange(candidate, version))
    .sort((a, b) => compareVersions(a.since, b.since))
    .at(-1);
  if (!rule) throw new Error(`No HTTP method rule for ${call.name} in ${version}`);
  const { notes, examples, ...rest } = call;
  return {
    ...rest,
    version,
    methods: rule.methods,
    methodNote: rule.note,
    params: call.params.filter((param) => inRange(param, version)).map((param) => resolveParam(param, version)),
    responseFields: call.responseFields.filter((field) => inRange(field, version)),
    examples: examples.filter((example) => !example.versions || inRange(example.versions, version)),
    note: notes?.[version],
  };
}

/** The calls of one release, in reference order, with that release’s parameters. */
const resolvedApis = new Map<DocVersion, readonly ResolvedCall[]>();

export function apiFor(version: DocVersion): readonly ResolvedCall[] {
  // Resolved once per release: every call's section and table asks for it.
  let calls = resolvedApis.get(version);
  if (!calls) {
    calls = API_CALLS.filter((call) => inRange(call, version)).map((call) => resolveCall(call, version));
    resolvedApis.set(version, calls);
  }
  return calls;
}

/** One call of one release, or `undefined` when the release does not have it. */
export function callFor(version: DocVersion, name: string): ResolvedCall | undefined {
  return apiFor(version).find((call) => call.name === name);
}

/** The messageKeys of one release, optionally only those one call returns. */
export function messageKeysFor(version: DocVersion, callName?: string): MessageKey[] {
  const available = MESSAGE_KEYS.filter((entry) => inRange(entry, version));
  if (!callName) return available;
  const call = callFor(version, callName);
  if (!call) return [];
  return call.messageKeys
    .map((key) => available.find((entry) => entry.key === key))
    .filter((entry): entry is MessageKey => entry !== undefined);
}

/** The attributes of a `<document>` element (POST `create`, `insertDocument`) that the release reads. */
export function documentAttributesFor(version: DocVersion): DocumentAttribute[] {
  return DOCUMENT_ATTRIBUTES.filter((attribute) => inRange(attribute, version));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      'The grouping of calls on the reference page and the per-release resolution of the modules it re-exports; the facts live in those modules.',
  },
];

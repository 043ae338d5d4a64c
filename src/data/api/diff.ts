/**
 * What changed in the API between two releases, computed from the data:
 * `apiDiff(from, to)` compares what `apiFor()` resolves for each release
 * (calls, HTTP methods, parameters with their requirement, default, type,
 * values and deprecation, response fields, messageKeys). The API reference
 * renders it ("Changes since 2.7", the release comparison), and
 * tests/unit/api-diff.test.ts checks the hand-written changelog against it.
 */
import { DOC_VERSIONS, compareVersions, type DocVersion } from '../versions';
import { apiFor, messageKeysFor } from './index';
import type { ChangelogEntry, ChangelogItem } from './changelog';
import type { ResolvedCall, ResolvedParam } from './types';
import type { DataSources } from '../sources';

export type ApiChangeKind =
  | 'call-added'
  | 'call-removed'
  | 'methods'
  | 'param-added'
  | 'param-removed'
  | 'param-deprecated'
  | 'param-undeprecated'
  | 'requirement'
  | 'default'
  | 'type'
  | 'values-added'
  | 'values-removed'
  | 'field-added'
  | 'field-removed'
  | 'message-key-added'
  | 'message-key-removed';

/** One computed difference. `subject` names what changed: a call, parameter, value, field, key or HTTP method. */
export interface ApiChange {
  kind: ApiChangeKind;
  call: string;
  /** The parameter concerned (for values, requirement, default, type). */
  param?: string;
  subject: string;
  /** State in the older release, as text (requirement, default, type, methods). */
  before?: string;
  /** State in the newer release, as text. */
  after?: string;
  /** What to use instead (deprecated or removed parameters). */
  replacement?: string;
  /** Finer detail from the data (a method rule's note, a call's summary). */
  note?: string;
  /** True when the data marks the item as not confirmed for every point release. */
  unconfirmed?: boolean;
}

/** Docs versions oldest first. */
export const VERSIONS_OLDEST_FIRST: readonly DocVersion[] = [...DOC_VERSIONS].sort(compareVersions);

/** The release before `version`, or undefined for the oldest documented one. */
export function previousVersion(version: DocVersion): DocVersion | undefined {
  const index = VERSIONS_OLDEST_FIRST.indexOf(version);
  return index > 0 ? VERSIONS_OLDEST_FIRST[index - 1] : undefined;
}

/** The release after `version`, or undefined for the newest. */
export function nextVersion(version: DocVersion): DocVersion | undefined {
  const index = VERSIONS_OLDEST_FIRST.indexOf(version);
  return VERSIONS_OLDEST_FIRST[index + 1];
}

/** The comparison a release's API reference shows by default: since the release before it (or, for the oldest, up to the next one). */
export function defaultComparison(version: DocVersion): { from: DocVersion; to: DocVersion } {
  const previous = previousVersion(version);
  if (previous) return { from: previous, to: version };
  const next = nextVersion(version);
  if (!next) throw new Error(`No other release to compare ${version} with`);
  return { from: version, to: next };
}

function requirementText(param: ResolvedParam): string {
  return param.required === 'conditional' && param.requiredWhen
    ? `conditional (${param.requiredWhen})`
    : param.required;
}

function paramChanges(call: string, before: ResolvedParam, after: ResolvedParam): ApiChange[] {
  const changes: ApiChange[] = [];
  const base = { call, param: after.name, subject: after.name };
  if (!before.deprecated && after.deprecated) {
    changes.push({
      ...base,
      kind: 'param-deprecated',
      replacement: after.replacement,
      unconfirmed: !!after.unconfirmed,
    });
  }
  if (before.deprecated && !after.deprecated) changes.push({ ...base, kind: 'param-undeprecated' });
  if (requirementText(before) !== requirementText(after)) {
    changes.push({ ...base, kind: 'requirement', before: requirementText(before), after: requirementText(after) });
  }
  if ((before.default ?? '') !== (after.default ?? '')) {
    changes.push({ ...base, kind: 'default', before: before.default ?? 'none', after: after.default ?? 'none' });
  }
  if (before.type !== after.type) changes.push({ ...base, kind: 'type', before: before.type, after: after.type });
  const oldValues = new Set((before.values ?? []).map((value) => value.value));
  const newValues = new Set((after.values ?? []).map((value) => value.value));
  for (const value of after.values ?? []) {
    if (!oldValues.has(value.value)) {
      changes.push({ ...base, kind: 'values-added', subject: value.value, unconfirmed: !!value.unconfirmed });
    }
  }
  for (const value of before.values ?? []) {
    if (!newValues.has(value.value)) changes.push({ ...base, kind: 'values-removed', subject: value.value });
  }
  return changes;
}

function callChanges(from: ResolvedCall, to: ResolvedCall): ApiChange[] {
  const call = to.name;
  const changes: ApiChange[] = [];
  const methodsBefore = from.methods.join(', ');
  const methodsAfter = to.methods.join(', ');
  if (methodsBefore !== methodsAfter || (from.methodNote ?? '') !== (to.methodNote ?? '')) {
    const dropped = from.methods.filter((method) => !to.methods.includes(method));
    const added = to.methods.filter((method) => !from.methods.includes(method));
    changes.push({
      kind: 'methods',
      call,
      subject: [...dropped, ...added].join(', ') || methodsAfter,
      before: methodsBefore,
      after: methodsAfter,
      note: to.methodNote,
    });
  }
  const oldParams = new Map(from.params.map((param) => [param.name, param]));
  const newParams = new Map(to.params.map((param) => [param.name, param]));
  for (const param of to.params) {
    const before = oldParams.get(param.name);
    if (!before) {
      changes.push({
        kind: 'param-added',
        call,
        param: param.name,
        subject: param.name,
        after: requirementText(param),
        unconfirmed: !!param.unconfirmed,
      });
    } else {
      changes.push(...paramChanges(call, before, param));
    }
  }
  for (const param of from.params) {
    if (!newParams.has(param.name)) {
      changes.push({
        kind: 'param-removed',
        call,
        param: param.name,
        subject: param.name,
        replacement: param.replacement,
        unconfirmed: !!param.unconfirmed,
      });
    }
  }
  const oldFields = new Set(from.responseFields.map((field) => field.name));
  const newFields = new Set(to.responseFields.map((field) => field.name));
  for (const field of to.responseFields) {
    if (!oldFields.has(field.name)) changes.push({ kind: 'field-added', call, subject: field.name });
  }
  for (const field of from.responseFields) {
    if (!newFields.has(field.name)) changes.push({ kind: 'field-removed', call, subject: field.name });
  }
  const oldKeys = new Set(messageKeysFor(from.version, call).map((entry) => entry.key));
  const newKeys = new Set(messageKeysFor(to.version, call).map((entry) => entry.key));
  for (const key of newKeys) if (!oldKeys.has(key)) changes.push({ kind: 'message-key-added', call, subject: key });
  for (const key of oldKeys) if (!newKeys.has(key)) changes.push({ kind: 'message-key-removed', call, subject: key });
  return changes;
}

const diffs = new Map<string, readonly ApiChange[]>();

/**
 * Every difference between the API of `from` and that of `to`, in reference
 * order of the calls. Works in both directions; the reference compares an
 * older release with a newer one.
 */
export function apiDiff(from: DocVersion, to: DocVersion): readonly ApiChange[] {
  const cacheKey = `${from}→${to}`;
  const cached = diffs.get(cacheKey);
  if (cached) return cached;
  const older = new Map(apiFor(from).map((call) => [call.name, call]));
  const newer = new Map(apiFor(to).map((call) => [call.name, call]));
  const changes: ApiChange[] = [];
  for (const call of apiFor(to)) {
    const before = older.get(call.name);
    if (before) changes.push(...callChanges(before, call));
    else changes.push({ kind: 'call-added', call: call.name, subject: call.name, note: call.summary });
  }
  for (const call of apiFor(from)) {
    if (!newer.has(call.name)) changes.push({ kind: 'call-removed', call: call.name, subject: call.name });
  }
  diffs.set(cacheKey, changes);
  return changes;
}

/** A group of changes of one kind to one call, as the reference lists them. */
export interface ApiChangeGroup {
  call: string;
  kind: ApiChangeKind;
  param?: string;
  changes: ApiChange[];
}

/** Changes grouped by call, then kind (and parameter for values), in the order they were computed. */
export function groupChanges(changes: readonly ApiChange[]): ApiChangeGroup[] {
  const groups: ApiChangeGroup[] = [];
  for (const change of changes) {
    const param = change.kind === 'values-added' || change.kind === 'values-removed' ? change.param : undefined;
    const existing = groups.find(
      (group) => group.call === change.call && group.kind === change.kind && group.param === param,
    );
    if (existing && !['requirement', 'default', 'type', 'methods'].includes(change.kind)) existing.changes.push(change);
    else groups.push({ call: change.call, kind: change.kind, param, changes: [change] });
  }
  return groups;
}

/** Changelog item kinds that can state each computed change (`changed` states anything in words). */
const CHANGELOG_KINDS: Record<ApiChangeKind, ReadonlyArray<ChangelogItem['kind']>> = {
  'call-added': ['new-call'],
  'call-removed': ['removed'],
  methods: ['changed'],
  'param-added': ['added'],
  'param-removed': ['removed'],
  'param-deprecated': ['deprecated'],
  'param-undeprecated': ['changed'],
  requirement: ['changed'],
  default: ['changed'],
  type: ['changed'],
  'values-added': ['values'],
  'values-removed': ['removed', 'changed'],
  'field-added': ['changed'],
  'field-removed': ['changed'],
  'message-key-added': ['changed'],
  'message-key-removed': ['changed'],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a changelog item states a computed change: same call (or all
 * calls, `*`), a kind that can say it, and the subject among its names or,
 * for `changed` items, named in its text (as a whole word). For a new call
 * the call name is the subject; for a list of new values, the parameter
 * must match as well.
 */
export function changelogItemStates(item: ChangelogItem, change: ApiChange): boolean {
  if (item.call !== change.call && item.call !== '*') return false;
  if (!CHANGELOG_KINDS[change.kind].includes(item.kind)) return false;
  if (item.kind === 'new-call') return item.call === change.call;
  if (item.kind === 'values' && item.param !== change.param) return false;
  if ((item.names ?? []).some((entry) => entry.name === change.subject)) return true;
  const subjects = change.kind === 'methods' && change.subject === change.after ? [change.call] : [change.subject];
  if (change.param && change.param !== change.subject) subjects.push(change.param);
  const text = item.text ?? '';
  return subjects.some((subject) => new RegExp(`(^|[^\\w-])${escapeRegExp(subject)}([^\\w-]|$)`).test(text));
}

/** The computed changes of `from` → `to` that no item of a changelog entry states. */
export function changesMissingFrom(entry: ChangelogEntry | undefined, changes: readonly ApiChange[]): ApiChange[] {
  return changes.filter((change) => !(entry?.items ?? []).some((item) => changelogItemStates(item, change)));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  { siteOwn: 'Differences computed from the call data of this folder; no fact of their own.' },
];

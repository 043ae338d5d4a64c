/**
 * Pure logic of the API call builder (no React, no browser APIs), so the
 * unit tests can check it: which calls and parameters a release offers,
 * how the form values become an ordered parameter list, and the curl line.
 */
import type { DocVersion } from '../../data/versions';
import { acceptedContentTypes, apiFor, type ResolvedCall, type ResolvedParam } from '../../data/api';
import { curlCommand, type QueryParam } from '../../lib/checksum';

/** A free-form parameter row (for `meta_*`, `userdata-*` and the like). */
export interface ExtraParam {
  id: number;
  name: string;
  value: string;
}

/** Calls the builder can sign: every call of the release that uses a checksum. */
export function builderCalls(version: DocVersion): ResolvedCall[] {
  return apiFor(version).filter((call) => call.auth === 'checksum');
}

/** Parameters with their own form field: query parameters that are not patterns. */
export function fieldParams(call: ResolvedCall): ResolvedParam[] {
  return call.params.filter((param) => !param.pattern && param.location !== 'body');
}

/** Pattern parameters of the call (`meta_*`, `userdata-*`), entered as extra rows. */
export function patternParams(call: ResolvedCall): ResolvedParam[] {
  return call.params.filter((param) => param.pattern);
}

/** Parameters with a list of values that can be combined (comma-separated lists). */
export function isMultiValue(param: ResolvedParam): boolean {
  return param.type === 'String' && (param.values?.length ?? 0) > 0;
}

/**
 * The parameters to send, in table order, then the extra rows. Empty
 * values are left out (an empty field means "not sent").
 */
export function collectParams(
  call: ResolvedCall,
  values: Readonly<Record<string, string>>,
  extras: readonly ExtraParam[],
): QueryParam[] {
  const params: QueryParam[] = [];
  for (const param of fieldParams(call)) {
    const value = values[param.name]?.trim() ?? '';
    if (value !== '') params.push([param.name, value]);
  }
  for (const extra of extras) {
    const name = extra.name.trim();
    if (name !== '') params.push([name, extra.value]);
  }
  return params;
}

/** Required parameters left empty. */
export function missingRequired(call: ResolvedCall, values: Readonly<Record<string, string>>): string[] {
  return fieldParams(call)
    .filter((param) => param.required === 'required' && (values[param.name]?.trim() ?? '') === '')
    .map((param) => param.name);
}

/** Extra rows whose name is not a parameter of the call in this release. */
export function unknownExtras(call: ResolvedCall, extras: readonly ExtraParam[]): string[] {
  const names = new Set(call.params.map((param) => param.name));
  const prefixes = patternParams(call).map((param) => param.name.replace(/\*$/, ''));
  return extras
    .map((extra) => extra.name.trim())
    .filter((name) => name !== '' && !names.has(name) && !prefixes.some((prefix) => name.startsWith(prefix)));
}

/** Names sent more than once (the server would read only one of them). */
export function duplicateNames(params: readonly QueryParam[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const [name] of params) {
    if (seen.has(name)) duplicates.add(name);
    seen.add(name);
  }
  return [...duplicates];
}

/** A curl line for the signed URL, with the body the call needs. */
export function curlFor(version: DocVersion, call: ResolvedCall, url: string): string {
  if (call.methods.includes('GET')) return curlCommand(url);
  if (call.name === 'putRecordingTextTrack') {
    return curlCommand(url, { method: 'POST', formFile: { field: 'file', path: 'captions.vtt' } });
  }
  const [contentType] = acceptedContentTypes(version, call.name);
  return curlCommand(url, { method: 'POST', contentType, dataFile: 'documents.xml' });
}

/**
 * The call builder's state and how each event changes it: a pure reducer
 * (no React, no browser APIs), checked by tests/unit/api-builder-state.test.ts.
 * ./Form.tsx holds it with `useReducer`; signing, which is asynchronous,
 * happens in the form between `submitted` and `built` or `failed`.
 */
import type { ResolvedCall } from '../../data/api';
import { releaseOf, type DocVersion } from '../../data/versions';
import type { ChecksumAlgorithm, QueryParam, SignedRequest } from '../../lib/checksum';
import { collectParams, duplicateNames, missingRequired, unknownExtras, type ExtraParam } from './model';

/** A built request, with what it was built from (the form may change afterwards). */
export interface BuiltRequest {
  signed: SignedRequest;
  curl: string;
  algorithm: ChecksumAlgorithm;
  callName: string;
}

export interface BuilderState {
  callName: string;
  /** Values of the parameter fields, by parameter name ('' or absent: not sent). */
  values: Readonly<Record<string, string>>;
  /** Free-form parameter rows (meta_*, userdata-*). */
  extras: readonly ExtraParam[];
  /** Id of the next extra row. */
  nextExtraId: number;
  server: string;
  secret: string;
  showSecret: boolean;
  algorithm: ChecksumAlgorithm;
  result: BuiltRequest | null;
  errors: readonly string[];
  warnings: readonly string[];
  /** The live status line read by screen readers. */
  status: string;
}

export type BuilderAction =
  | { type: 'selectCall'; name: string }
  | { type: 'setValue'; name: string; value: string }
  | { type: 'setServer'; value: string }
  | { type: 'setSecret'; value: string }
  | { type: 'toggleSecret' }
  /** `algorithm` is undefined for a value the release does not offer (nothing but the result changes). */
  | { type: 'setAlgorithm'; algorithm: ChecksumAlgorithm | undefined }
  /** `name`: the start of the new row's name (the pattern's prefix, e.g. `meta_`). */
  | { type: 'addExtra'; name: string }
  | { type: 'updateExtra'; id: number; patch: Partial<Pick<ExtraParam, 'name' | 'value'>> }
  | { type: 'removeExtra'; id: number }
  /** The form was submitted: `problems` stop it before signing; `warnings` are shown either way. */
  | { type: 'submitted'; problems: readonly string[]; warnings: readonly string[] }
  | { type: 'built'; result: BuiltRequest; status: string }
  | { type: 'failed'; message: string }
  | { type: 'announce'; status: string };

/** The state of a new builder: the first call, no values, SHA-256 when the release offers it. */
export function initialState(callName: string, algorithms: readonly ChecksumAlgorithm[]): BuilderState {
  return {
    callName,
    values: {},
    extras: [],
    nextExtraId: 1,
    server: '',
    secret: '',
    showSecret: false,
    algorithm: algorithms.includes('sha256') ? 'sha256' : algorithms[0],
    result: null,
    errors: [],
    warnings: [],
    status: '',
  };
}

/** An edit of the form: a shown result and its errors no longer match it. */
function edited(state: BuilderState, patch: Partial<BuilderState>): BuilderState {
  return { ...state, ...patch, result: null, errors: [] };
}

const notBuilt = (reasons: readonly string[]): string => `The URL was not built: ${reasons.join(' ')}`;

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'selectCall':
      return edited(state, { callName: action.name, values: {}, extras: [] });
    case 'setValue':
      return edited(state, { values: { ...state.values, [action.name]: action.value } });
    case 'setServer':
      return edited(state, { server: action.value });
    case 'setSecret':
      return edited(state, { secret: action.value });
    case 'toggleSecret':
      return { ...state, showSecret: !state.showSecret };
    case 'setAlgorithm':
      return edited(state, action.algorithm ? { algorithm: action.algorithm } : {});
    case 'addExtra':
      return edited(state, {
        extras: [...state.extras, { id: state.nextExtraId, name: action.name, value: '' }],
        nextExtraId: state.nextExtraId + 1,
      });
    case 'updateExtra':
      return edited(state, {
        extras: state.extras.map((extra) => (extra.id === action.id ? { ...extra, ...action.patch } : extra)),
      });
    case 'removeExtra':
      return edited(state, {
        extras: state.extras.filter((extra) => extra.id !== action.id),
        status: 'Parameter row removed.',
      });
    case 'submitted':
      if (action.problems.length === 0) return { ...state, warnings: action.warnings };
      return {
        ...state,
        warnings: action.warnings,
        errors: action.problems,
        result: null,
        status: notBuilt(action.problems),
      };
    case 'built':
      return { ...state, errors: [], result: action.result, status: action.status };
    case 'failed':
      return { ...state, errors: [action.message], result: null, status: notBuilt([action.message]) };
    case 'announce':
      return { ...state, status: action.status };
  }
}

/** What a submission of the form would send, and what stops or qualifies it. */
export interface Submission {
  /** Missing input: the URL is not built. */
  problems: string[];
  /** Shown with the result. */
  warnings: string[];
  params: QueryParam[];
}

/** Checks the form before signing: server, secret and required parameters given; unknown and repeated names noted. */
export function checkSubmission(state: BuilderState, call: ResolvedCall, version: DocVersion): Submission {
  const problems: string[] = [];
  if (state.server.trim() === '') problems.push('Enter the server address, for example bbb.example.com.');
  if (state.secret === '') problems.push('Enter the shared secret (the output of bbb-conf --secret).');
  const missing = missingRequired(call, state.values);
  if (missing.length > 0) problems.push(`Fill in the required parameters: ${missing.join(', ')}.`);
  const params = collectParams(call, state.values, state.extras);
  const warnings: string[] = [];
  const unknown = unknownExtras(call, state.extras);
  if (unknown.length > 0) {
    warnings.push(
      `Not parameters of ${call.name} in BigBlueButton ${releaseOf(version)}: ${unknown.join(', ')}. They are signed and sent anyway.`,
    );
  }
  const duplicates = duplicateNames(params);
  if (duplicates.length > 0) warnings.push(`Sent more than once: ${duplicates.join(', ')}.`);
  return { problems, warnings, params };
}

/**
 * Types of the API reference data. One definition per call and parameter,
 * with the docs version that added, deprecated or removed it; `apiFor()`
 * (in ./index.ts) resolves what one release offers.
 */
import type { DocVersion, VersionRange } from '../versions';
import type { ChecksumAlgorithm } from '../../lib/checksum';

export type { ChecksumAlgorithm };

export type HttpMethod = 'GET' | 'POST';

/** API data types, as the reference names them. */
export type ParamType = 'String' | 'Number' | 'Boolean' | 'Enum';

/** `optional`; `required`; `conditional` = required in some cases (see `requiredWhen`). */
export type Requirement = 'required' | 'optional' | 'conditional';

/** Resource groups of the reference. */
export type ApiGroup = 'administration' | 'monitoring' | 'recording';

/** How a call is authenticated. */
export type ApiAuth = 'checksum' | 'sessionToken';

/** Where a parameter travels. */
export type ParamLocation = 'query' | 'body';

/**
 * Per-release lifecycle shared by calls, parameters and values: the docs
 * versions that have it (`since`, and `until` = the first docs version that no
 * longer accepts or documents it; see `VersionRange`), and its deprecation.
 */
export interface Lifecycle extends VersionRange {
  /** Point release or historic release that introduced it, e.g. "2.6.9" or "2.2". */
  addedIn?: string;
  /** First docs version in which it is deprecated (still accepted). */
  deprecatedIn?: DocVersion;
  /**
   * Release that announced the deprecation, when it is the release of
   * `deprecatedIn` itself (e.g. "2.5"); left out for older deprecations.
   */
  deprecatedInRelease?: string;
  /** What to use instead, shown with the deprecation. */
  replacement?: string;
  /**
   * Set when a fact about this item could not be confirmed for every point
   * release; the text is shown to readers as a caution.
   */
  unconfirmed?: string;
}

/** Changes to a parameter in one docs version (merged by `apiFor`). */
export interface ParamOverride {
  required?: Requirement;
  requiredWhen?: string;
  default?: string;
  description?: string;
  /** Extra sentence shown for this release only. */
  note?: string;
}

export interface EnumValue extends Lifecycle {
  value: string;
  description: string;
}

export interface ApiParam extends Lifecycle {
  /** Parameter name; a pattern such as `meta_*` when `pattern` is true. */
  name: string;
  /** True for families of parameters (`meta_*`, `userdata-*`). */
  pattern?: boolean;
  required: Requirement;
  /** For `conditional`: when the parameter is required. */
  requiredWhen?: string;
  type: ParamType;
  /** Default value as text, or the server property that supplies it. */
  default?: string;
  /** What the parameter does. Markdown-style `code` spans are rendered. */
  description: string;
  /** Values of an Enum (or of a comma-separated list such as `disabledFeatures`). */
  values?: EnumValue[];
  /** `body` for POST-body modules and uploaded files (not checksummed). */
  location?: ParamLocation;
  /** Per-release changes. */
  overrides?: Partial<Record<DocVersion, ParamOverride>>;
}

/** The HTTP methods a call accepts, from a docs version on. */
export interface MethodRule {
  since: DocVersion;
  methods: HttpMethod[];
  /** Finer detail, e.g. "POST accepted until 2.6.17". */
  note?: string;
}

export interface ResponseField extends Lifecycle {
  /** Element (or JSON key) name; `a / b` names several fields that share a row. */
  name: string;
  type: ParamType | 'XML' | 'List';
  when: 'always' | 'sometimes';
  description: string;
  /** For a `List`: the element name of each item (`<attendees><attendee>…`). */
  element?: string;
  /** For a `List`: each item carries the response fields of this call (getMeetings: getMeetingInfo). */
  itemFieldsOf?: string;
  /** The field belongs to each item of this `List` field of the same response, not to the response itself. */
  within?: string;
}

/** One example request of a call: parameters in the order they are sent. */
export interface ApiExampleRequest {
  /** What the example does. */
  caption: string;
  params: ReadonlyArray<readonly [string, string]>;
  /** Docs versions the example applies to (all versions of the call when omitted). */
  versions?: VersionRange;
}

export interface ApiCallDef extends Lifecycle {
  name: string;
  group: ApiGroup;
  /** One-sentence summary for the resource tables. */
  summary: string;
  /** Longer explanation shown above the parameter table. */
  description: string;
  /** Accepted HTTP methods over time (sorted by `since`). */
  methods: MethodRule[];
  /** Format of the response body. */
  response: 'XML' | 'JSON';
  auth: ApiAuth;
  params: ApiParam[];
  responseFields: ResponseField[];
  /** messageKeys this call returns (see errors.ts). */
  messageKeys: string[];
  examples: ApiExampleRequest[];
  /** Per-release sentence about the call. */
  notes?: Partial<Record<DocVersion, string>>;
}

/** A call as one release offers it: lifecycle resolved, overrides applied. */
export interface ResolvedParam extends Omit<ApiParam, 'overrides'> {
  /** True when this release still accepts the parameter but discourages it. */
  deprecated: boolean;
  /** Sentence for this release only. */
  note?: string;
}

export interface ResolvedCall extends Omit<ApiCallDef, 'methods' | 'params' | 'responseFields' | 'notes' | 'examples'> {
  version: DocVersion;
  methods: HttpMethod[];
  methodNote?: string;
  params: ResolvedParam[];
  responseFields: ResponseField[];
  examples: ApiExampleRequest[];
  note?: string;
}

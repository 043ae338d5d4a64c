/**
 * Where the OpenAPI documents of the API reference are published
 * (written by plugins/openapi at build time): one per docs version, in JSON
 * and YAML, at `/openapi/<version>.json` and `/openapi/<version>.yaml`.
 */
import type { DocVersion } from '../data/versions';

export const OPENAPI_FORMATS = ['json', 'yaml'] as const;

export type OpenApiFormat = (typeof OPENAPI_FORMATS)[number];

/** Folder of the documents in the build. */
export const OPENAPI_DIR = 'openapi';

/** Site path of a version's document, e.g. `/openapi/3.0.yaml`. */
export function openApiPath(version: DocVersion, format: OpenApiFormat): string {
  return `/${OPENAPI_DIR}/${version}.${format}`;
}

/** Content type each format is served with (scripts/serve.mjs, deploy/nginx). */
export const OPENAPI_CONTENT_TYPES: Record<OpenApiFormat, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
};

/**
 * Publishes the OpenAPI 3.1 document of every docs version at build time:
 * `/openapi/<version>.json` and `/openapi/<version>.yaml` (src/lib/openapi.ts),
 * made by ./document.ts from the API reference data. The API reference
 * pages link them and `llms.txt` lists them (plugins/docs-markdown);
 * tests/unit/openapi.test.ts lints and validates them.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';

import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';
import { OPENAPI_DIR, openApiPath, type OpenApiFormat } from '../../src/lib/openapi';
import { openApiDocument, type OpenApiOptions } from './document';

/** The document of one version as the files hold it. */
export function openApiFiles(version: DocVersion, options: OpenApiOptions = {}): Record<OpenApiFormat, string> {
  const document = openApiDocument(version, options);
  return {
    json: `${JSON.stringify(document, null, 2)}\n`,
    yaml: `# Generated from the BigBlueButton documentation's API data; do not edit.\n${stringify(document, {
      aliasDuplicateObjects: false,
      lineWidth: 0,
    })}`,
  };
}

export default function openApiPlugin(context: LoadContext): Plugin {
  return {
    name: 'openapi',
    async postBuild({ outDir }) {
      await mkdir(path.join(outDir, OPENAPI_DIR), { recursive: true });
      for (const version of DOC_VERSIONS) {
        const files = openApiFiles(version, { siteUrl: context.siteConfig.url });
        for (const format of Object.keys(files) as OpenApiFormat[]) {
          await writeFile(path.join(outDir, openApiPath(version, format)), files[format]);
        }
      }
    },
  };
}

import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { DOC_VERSIONS, type DocVersion, releaseOf } from '@site/src/data/versions';
import { OPENAPI_CONTENT_TYPES, openApiPath, type OpenApiFormat } from '@site/src/lib/openapi';
import { staticIsland } from '@site/src/components/StaticIsland';

export interface ApiOpenApiProps {
  /** Docs version of the page. */
  version: DocVersion;
}

const FORMAT_NAMES: Record<OpenApiFormat, string> = { yaml: 'YAML', json: 'JSON' };

/** Plain links: the documents are files of the build (plugins/openapi), not pages of the site. */
function DocumentLink({ version, format, children }: ApiOpenApiProps & { format: OpenApiFormat; children: ReactNode }) {
  return (
    <a href={useBaseUrl(openApiPath(version, format))} type={OPENAPI_CONTENT_TYPES[format]}>
      {children}
    </a>
  );
}

function ApiOpenApiContent({ version }: ApiOpenApiProps): ReactNode {
  const others = DOC_VERSIONS.filter((candidate) => candidate !== version);
  return (
    <ul>
      {(['yaml', 'json'] as const).map((format) => (
        <li key={format}>
          <DocumentLink version={version} format={format}>
            OpenAPI 3.1 description of the BigBlueButton {releaseOf(version)} API ({FORMAT_NAMES[format]})
          </DocumentLink>
          : <code>{openApiPath(version, format)}</code>
        </li>
      ))}
      <li>
        Other releases:{' '}
        {others.map((other, index) => (
          <span key={other}>
            {index > 0 && ', '}
            <DocumentLink version={other} format="yaml">
              {releaseOf(other)}
            </DocumentLink>
          </span>
        ))}{' '}
        (YAML; replace <code>.yaml</code> with <code>.json</code> for JSON).
      </li>
    </ul>
  );
}

/** Links to the OpenAPI documents (made at build time by plugins/openapi); static, kept as built. */
export default staticIsland<ApiOpenApiProps>({ content: ApiOpenApiContent });

import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import type { DocVersion } from '@site/src/data/versions';
import { clientSnippet, clientTypesCommand } from '@site/src/data/api/snippets';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiClientExampleProps {
  /** Docs version whose OpenAPI document types the client. */
  version: DocVersion;
}

/**
 * The "Generate a client" example of the API reference: the types of the
 * release's OpenAPI document, and a small client checked against them. The
 * client is the same in every release (src/data/api/snippets.ts); only the
 * document differs. The page keeps the section's heading, so that it reaches
 * the table of contents. The client, a long listing, is folded: the browser
 * neither lays out nor styles a closed `<details>`, which keeps the longest
 * page of the site lighter on a phone (docs/performance.md).
 */
export default function ApiClientExample({ version: pageVersion }: OnPage<ApiClientExampleProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const { siteConfig } = useDocusaurusContext();
  const client = clientSnippet(version, siteConfig.url);
  const lines = client.trimEnd().split('\n').length;
  return (
    <>
      <p>
        <Link href="https://openapi-ts.dev/">openapi-typescript</Link> turns the document into TypeScript types:
      </p>
      <CodeBlock language="bash" title={`Generate the types of the ${releaseOf(version)} API`}>
        {clientTypesCommand(version, siteConfig.url)}
      </CodeBlock>
      <p>
        With them, a small client for Node.js 20 or later has every parameter name, type and value of its calls checked
        when it is compiled. The site&apos;s tests compile this file against the types of each release:
      </p>
      <Details summary={<summary>bbb-client.ts ({lines} lines)</summary>}>
        <CodeBlock language="ts" title="bbb-client.ts">
          {client}
        </CodeBlock>
      </Details>
      <p>
        <code>url()</code> signs the query string exactly as <Link href="#usage">Usage</Link> describes. Generators for
        other languages read the same document; none of them computes the checksum by itself, so add it the way{' '}
        <code>url()</code> does.
      </p>
    </>
  );
}

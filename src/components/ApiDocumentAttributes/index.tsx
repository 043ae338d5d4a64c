import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { documentAttributesFor } from '@site/src/data/api';
import { releaseOf, withCode } from '@site/src/components/ApiCall/format';
import styles from '@site/src/components/ApiCall/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';

export interface ApiDocumentAttributesProps {
  /** Docs version whose `<document>` attributes are listed. */
  version: DocVersion;
}

/** The attributes of a `<document>` element, with the defaults bbb-web applies. */
function ApiDocumentAttributesContent({ version }: ApiDocumentAttributesProps): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Attributes of a document element in BigBlueButton {releaseOf(version)} (create and insertDocument)
      </caption>
      <thead>
        <tr>
          <th scope="col">Attribute</th>
          <th scope="col">When left out</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {documentAttributesFor(version).map((attribute) => (
          <tr key={attribute.name} data-attribute={attribute.name}>
            <th scope="row" className={styles.name}>
              <code>{attribute.name}</code>
            </th>
            <td data-default={attribute.default ?? ''}>{attribute.default ? <code>{attribute.default}</code> : '–'}</td>
            <td>{withCode(attribute.description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Kept as built while the page hydrates. */
export default function ApiDocumentAttributes(props: ApiDocumentAttributesProps): ReactNode {
  return (
    <StaticIsland className={styles.wrapper}>
      <ApiDocumentAttributesContent {...props} />
    </StaticIsland>
  );
}

import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import { BBB_CONF_GROUPS, bbbConfOptionsFor, type BbbConfGroup } from '@site/src/data/admin/bbbConf';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface BbbConfOptionsProps {
  /** Docs version whose bbb-conf is described. */
  version: DocVersion;
  /** Only the options of this group; all three groups when omitted. */
  group?: BbbConfGroup;
  /** Link each option to its `#anchor` heading (only on the bbb-conf page itself). */
  linkHeadings?: boolean;
}

/**
 * The options of bbb-conf in one release, grouped as the usage text groups
 * them. Plain semantic HTML: one row group per heading of the usage text.
 */
export default function BbbConfOptions({
  version: pageVersion,
  group,
  linkHeadings = false,
}: OnPage<BbbConfOptionsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const groups = group ? [group] : [...BBB_CONF_GROUPS];
  return (
    <DataTable
      caption={`Options of bbb-conf in BigBlueButton ${releaseOf(version)}`}
      columns={[
        {
          header: 'Option',
          rowHeader: true,
          className: styles.flag,
          cell: (option) =>
            linkHeadings ? (
              <a href={`#${option.anchor}`}>
                <code>{option.flag}</code>
              </a>
            ) : (
              <code>{option.flag}</code>
            ),
        },
        { header: 'Argument', cell: (option) => (option.argument ? <code>{option.argument}</code> : 'none') },
        { header: 'Needs root', cell: (option) => (option.needsRoot ? 'yes' : 'no') },
        {
          header: 'What it does',
          cell: (option) => {
            const note = option.notes?.[version];
            return (
              <>
                {inlineCode(option.meaning)}
                {note && <span className={styles.note}>{inlineCode(note)}</span>}
              </>
            );
          },
        },
      ]}
      groups={groups.map((name) => ({ key: name, label: name, rows: bbbConfOptionsFor(version, name) }))}
      rowKey={(option) => option.flag}
      rowAttributes={(option) => ({ id: `bbb-conf-${option.flag.replace(/^-+/, '')}` })}
    />
  );
}

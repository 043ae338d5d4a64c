import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/** What a badge says about its value, shown by its colour (the text always says it too). */
export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/**
 * A short label in a table cell: "Required", "root", "SUCCESS",
 * "Automated". One look for every table (src/components/README.md).
 */
export default function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }): ReactNode {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}

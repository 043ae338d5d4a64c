import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { GL_INSTALL_OPTIONS, installRoutes } from '@site/src/data/greenlight/env';
import styles from './styles.module.css';

export interface GlInstallOptionsProps {
  /** Docs version of the page; the caption says when bbb-install is the better route. */
  version: DocVersion;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

const REQUIRED_LABELS = {
  yes: 'Yes',
  no: 'No',
  'unless -d': 'Yes, unless you pass -d',
  'unless -e': 'Yes, unless you pass -e',
} as const;

/** Options of the standalone installer gl-install.sh, as a table. */
export default function GlInstallOptions({ version }: GlInstallOptionsProps): ReactNode {
  const caption = installRoutes(version).includes('bbb-install')
    ? 'Options of gl-install.sh (for a server without BigBlueButton)'
    : 'Options of gl-install.sh (the only installer of Greenlight v3 for this release)';
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Required</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {GL_INSTALL_OPTIONS.map((option) => (
            <tr key={option.flag}>
              <th scope="row" className={styles.flag}>
                <code>{option.argument ? `${option.flag} ${option.argument}` : option.flag}</code>
              </th>
              <td>{REQUIRED_LABELS[option.required]}</td>
              <td>{withCode(option.meaning)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

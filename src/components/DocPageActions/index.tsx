import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useState, type ReactNode } from 'react';

import { markdownUrlOf } from '@site/src/lib/markdownUrl';

import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy. Open the Markdown version instead.',
};

/**
 * "Copy page as Markdown" and "View as Markdown" for a doc page. The Markdown
 * copy is built with the site (plugins/docs-markdown); the link works without
 * JavaScript, the button needs the Clipboard API.
 */
export default function DocPageActions(): ReactNode {
  const { metadata } = useDoc();
  const url = markdownUrlOf(metadata.permalink);
  const [status, setStatus] = useState<Status>('idle');

  async function copy() {
    setStatus('copying');
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[status]}
      </span>
    </div>
  );
}

import type { ReactNode } from 'react';

import { readBbbConf } from '@site/src/lib/tools/bbbConfReader';
import { RELEASES } from '@site/src/data/versions';
import type { BbbConfReaderProps } from './index';
import Reading from './Reading';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';

/** An example output (the end of `--check` on a server with two common reports) for the page's release. */
export function exampleOutput(release: string): string {
  return [
    `BigBlueButton Server ${release}.0 (100)`,
    '',
    '# Potential problems described below',
    '# Warning: You have this server defined for https, but in',
    '#',
    '#   /usr/share/bigbluebutton/nginx/sip.nginx',
    '#',
    '#  did not find the use of port 7443 in definition for proxy_pass',
    '#',
    '# Warning: Failed to verify STUN server at stun.example.org with command',
    '#',
    '#    stun stun.example.org',
  ].join('\n');
}

/** The reader's text form: an example output and its explanation, computed at build time. */
export default function Example({ version }: BbbConfReaderProps): ReactNode {
  const text = exampleOutput(RELEASES[version].release);
  return (
    <div className={toolStyles.root}>
      <p className={toolStyles.title}>Explain bbb-conf output</p>
      <p>
        With JavaScript, paste the output of <code>sudo bbb-conf --check</code> or <code>bbb-conf --version</code> here:
        the page finds the release, says which documentation to read and explains each report. For example:
      </p>
      <pre className={styles.output}>
        <code>{text}</code>
      </pre>
      <Reading reading={readBbbConf(text)} version={version} />
    </div>
  );
}

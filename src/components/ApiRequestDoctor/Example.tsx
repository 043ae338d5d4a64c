import type { ReactNode } from 'react';

import { checkRequest, parseRequest } from '@site/src/lib/tools/apiDoctor';
import { RELEASES } from '@site/src/data/versions';
import type { ApiRequestDoctorProps } from './index';
import Findings from './Findings';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';

/** The common mistake the text form shows: a parameter name in the wrong case. */
export const EXAMPLE_REQUEST =
  'https://bbb.example.com/bigbluebutton/api/getMeetingInfo?meetingId=room-42&checksum=9c1e5e0b6f2a4d3c8b7a6f5e4d3c2b1a0f9e8d7c';

/** The doctor's text form: what it checks, and its diagnosis of one example request, computed at build time. */
export default function Example({ version }: ApiRequestDoctorProps): ReactNode {
  const parsed = parseRequest(EXAMPLE_REQUEST);
  const findings = parsed ? checkRequest(version, parsed).findings : [];
  return (
    <div className={toolStyles.root}>
      <p className={toolStyles.title}>API request doctor for BigBlueButton {RELEASES[version].release}</p>
      <p>
        With JavaScript, paste a failing request here (and, if you choose, the shared secret, which stays in this page):
        the doctor checks the call and its parameters against this release, and which common mistake reproduces the
        checksum. For example, this request:
      </p>
      <pre className={styles.request}>
        <code>{EXAMPLE_REQUEST}</code>
      </pre>
      <Findings findings={findings} />
    </div>
  );
}

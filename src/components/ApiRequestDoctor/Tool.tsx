import { useEffect, useId, useState, type ReactNode } from 'react';

import { checksumAlgorithmsFor } from '@site/src/data/api';
import { RELEASES } from '@site/src/data/versions';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '@site/src/lib/checksum';
import { diagnose, type DoctorResult } from '@site/src/lib/tools/apiDoctor';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { DOCTOR_PARAMS, type ApiRequestDoctorProps } from './index';
import Findings from './Findings';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import { TOOL_FORM } from '@site/src/components/ToolPart';

/** What the address keeps of a pasted request: the part after `/api/`, without the server's host name. */
export function requestForAddress(text: string): string {
  const trimmed = text.trim();
  const index = trimmed.indexOf('/api/');
  return index >= 0 ? trimmed.slice(index + '/api/'.length) : trimmed;
}

/** The interactive doctor. The secret lives in this component's state only. */
export default function Tool({ version }: ApiRequestDoctorProps): ReactNode {
  const [address, setAddress] = useAddressState(DOCTOR_PARAMS);
  const [secret, setSecret] = useState('');
  const [result, setResult] = useState<DoctorResult | undefined>(undefined);
  const id = useId();
  const [request, setRequest] = useState(address.request ?? '');
  const defaults = checksumAlgorithmsFor(version);
  const accepted = (address.accepts?.split(',') ?? defaults).filter((entry): entry is ChecksumAlgorithm =>
    (CHECKSUM_ALGORITHMS as readonly string[]).includes(entry),
  );

  const acceptsKey = accepted.join(',');
  useEffect(() => {
    let current = true;
    if (request.trim() === '') {
      setResult(undefined);
      return undefined;
    }
    const algorithms = acceptsKey.split(',').filter(Boolean) as ChecksumAlgorithm[];
    diagnose(version, request, { secret, accepted: algorithms })
      .then((found) => {
        if (current) setResult(found);
      })
      .catch((error: unknown) => {
        if (current) {
          setResult({
            findings: [
              {
                kind: 'not-a-request',
                severity: 'cause',
                sentence: error instanceof Error ? error.message : 'The checksum could not be computed here.',
                fix: 'Open this page over https in a current browser to check checksums.',
              },
            ],
          });
        }
      });
    return () => {
      current = false;
    };
  }, [version, request, secret, acceptsKey]);

  const toggle = (algorithm: ChecksumAlgorithm, on: boolean) => {
    const next = CHECKSUM_ALGORITHMS.filter((entry) => (entry === algorithm ? on : accepted.includes(entry)));
    setAddress({ accepts: next.join(',') === defaults.join(',') ? undefined : next.join(',') });
  };

  return (
    <div className={toolStyles.root} data-testid="api-doctor" data-tool="api-doctor" {...TOOL_FORM}>
      <p className={toolStyles.title}>API request doctor for BigBlueButton {RELEASES[version].release}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-request`}>Failing request URL</label>
        <textarea
          id={`${id}-request`}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          placeholder="https://bbb.example.com/bigbluebutton/api/create?name=…&meetingID=…&checksum=…"
          value={request}
          onChange={(event) => {
            setRequest(event.target.value);
            setAddress({ request: requestForAddress(event.target.value) || undefined });
          }}
        />
        <span className={toolStyles.help}>
          The page address keeps the call and its query, never your server’s host name.
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-secret`}>Shared secret (optional)</label>
        <input
          id={`${id}-secret`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
        <span className={toolStyles.help}>
          Only needed to check the checksum. It stays in this page: not in the address, not stored, not sent.
        </span>
      </div>
      <fieldset className={styles.algorithms}>
        <legend>Checksum algorithms your server accepts</legend>
        {CHECKSUM_ALGORITHMS.map((algorithm) => (
          <label key={algorithm} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={accepted.includes(algorithm)}
              onChange={(event) => toggle(algorithm, event.target.checked)}
            />{' '}
            {algorithm}
          </label>
        ))}
      </fieldset>
      <div role="status" aria-live="polite" className={styles.result}>
        {result && <Findings findings={result.findings.length > 0 ? sortForDisplay(result) : []} />}
      </div>
    </div>
  );
}

/** Causes first, then warnings, then notes (the order `mainFinding` uses). */
function sortForDisplay(result: DoctorResult) {
  const rank = { cause: 0, warning: 1, info: 2 } as const;
  return [...result.findings].sort((a, b) => rank[a.severity] - rank[b.severity]);
}

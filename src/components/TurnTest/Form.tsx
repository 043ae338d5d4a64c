import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { RELEASES } from '@site/src/data/versions';
import {
  DEFAULT_TARGET,
  ERROR_ANCHORS,
  TRANSPORT_LABELS,
  TURN_TRANSPORTS,
  advice,
  classifyGathering,
  deriveTurnCredential,
  iceUri,
  targetProblem,
  type Gathering,
  type TurnResult,
  type TurnTarget,
  type TurnTransport,
} from '@site/src/lib/tools/turnTest';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { TOOL_FORM } from '../ToolPart';
import form from '../ToolPart/form.module.css';
import Targets from './Targets';
import type { TurnTestProps } from './index';

const KEYS = ['turn', 'port', 'tlsport'] as const;

/** How long each transport may take to answer. */
const TIMEOUT_MS = 8000;

/** The user id in the test credential, like the internal user id bbb-web puts there. */
const TEST_USER_ID = 'docs-turn-test';

/**
 * Gathers candidates for one ICE server with a peer connection that offers
 * a data channel (no camera or microphone), until the wanted candidate type
 * shows, gathering completes, or the timeout passes.
 */
function gather(server: RTCIceServer, relayOnly: boolean, wanted: string): Promise<Gathering> {
  const pc = new RTCPeerConnection({ iceServers: [server], iceTransportPolicy: relayOnly ? 'relay' : 'all' });
  const seen: Gathering = { candidates: [], errorCodes: [], completed: false };
  return new Promise((resolve) => {
    let done = false;
    const finish = (completed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      pc.close();
      resolve({ ...seen, completed });
    };
    const timer = setTimeout(() => finish(false), TIMEOUT_MS);
    pc.addEventListener('icecandidate', (event) => {
      const c = event.candidate;
      if (!c) return;
      seen.candidates.push({ type: c.type, address: c.address, port: c.port, relatedAddress: c.relatedAddress });
      if (c.type === wanted) finish(true);
    });
    pc.addEventListener('icecandidateerror', (event) => {
      seen.errorCodes.push((event as RTCPeerConnectionIceErrorEvent).errorCode);
    });
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') finish(true);
    });
    pc.createDataChannel('turn-test');
    pc.createOffer()
      .then((offer) => pc.setLocalDescription(offer))
      .catch(() => finish(false));
  });
}

const OUTCOME_TEXT: Record<TurnResult['outcome'], string> = {
  relay: 'Relay obtained',
  reflexive: 'Answered',
  refused: 'Credential refused',
  'no-answer': 'No answer',
};

/** The test's form: host and ports from and to the address, the secret in this page only. */
export default function Form({ version }: TurnTestProps): ReactNode {
  const id = useId();
  const [values, setValues] = useAddressState(KEYS);
  const [secret, setSecret] = useState('');
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Partial<Record<TurnTransport, TurnResult>>>({});
  const [problem, setProblem] = useState<string>();
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const target: TurnTarget = {
    host: values.turn ?? '',
    port: Number(values.port ?? DEFAULT_TARGET.port),
    tlsPort: Number(values.tlsport ?? DEFAULT_TARGET.tlsPort),
  };
  const prefix = RELEASES[version].pathPrefix;

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const wrong =
      targetProblem(target.host, target.port, target.tlsPort) ?? (secret ? undefined : 'Enter the shared secret.');
    setProblem(wrong);
    if (wrong) return;
    if (typeof RTCPeerConnection === 'undefined') {
      setProblem('This browser has no WebRTC: run the test in a current Chrome, Firefox, Edge or Safari.');
      return;
    }
    setRunning(true);
    setResults({});
    const credential = await deriveTurnCredential(crypto.subtle, secret, TEST_USER_ID, Date.now() / 1000);
    await Promise.all(
      TURN_TRANSPORTS.map(async (transport) => {
        const urls = iceUri(transport, target);
        const server: RTCIceServer =
          transport === 'stun' ? { urls } : { urls, username: credential.username, credential: credential.password };
        const seen = await gather(server, transport !== 'stun', transport === 'stun' ? 'srflx' : 'relay');
        if (alive.current) setResults((r) => ({ ...r, [transport]: classifyGathering(transport, seen) }));
      }),
    );
    if (alive.current) setRunning(false);
  };

  return (
    <form data-testid="turn-form" onSubmit={run} {...TOOL_FORM}>
      <div className={form.grid}>
        <div className={form.field}>
          <label htmlFor={`${id}-host`}>TURN server hostname</label>
          <input
            id={`${id}-host`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="turn.your-domain.org"
            value={values.turn ?? ''}
            onChange={(e) => setValues({ turn: e.target.value })}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-secret`}>Shared secret (static-auth-secret)</label>
          <input
            id={`${id}-secret`}
            type="password"
            autoComplete="off"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
          <span className={form.hint}>
            Stays in this page: only a credential derived from it, valid for 10 minutes, goes to your TURN server.
          </span>
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-port`}>Port (listening-port)</label>
          <input
            id={`${id}-port`}
            type="number"
            min={1}
            max={65535}
            value={values.port ?? String(DEFAULT_TARGET.port)}
            onChange={(e) => setValues({ port: e.target.value === String(DEFAULT_TARGET.port) ? '' : e.target.value })}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-tlsport`}>TLS port</label>
          <input
            id={`${id}-tlsport`}
            type="number"
            min={1}
            max={65535}
            value={values.tlsport ?? String(DEFAULT_TARGET.tlsPort)}
            onChange={(e) =>
              setValues({ tlsport: e.target.value === String(DEFAULT_TARGET.tlsPort) ? '' : e.target.value })
            }
          />
        </div>
      </div>
      <p>
        <button type="submit" className="button button--primary" disabled={running}>
          {running ? 'Testing…' : 'Test the TURN server'}
        </button>
      </p>
      {problem && (
        <p role="alert" className={form.warning}>
          {problem}
        </p>
      )}
      <Targets target={target.host ? target : { ...target, host: 'turn.example.com' }} />
      <ul className={form.results} aria-live="polite" aria-label="Results">
        {TURN_TRANSPORTS.map((transport) => {
          const result = results[transport];
          if (!result && !running) return null;
          return (
            <li key={transport} data-transport={transport}>
              <strong>{TRANSPORT_LABELS[transport]}:</strong>{' '}
              {result ? (
                <span data-outcome={result.outcome}>
                  <strong
                    className={result.outcome === 'relay' || result.outcome === 'reflexive' ? form.ok : form.warning}
                  >
                    {OUTCOME_TEXT[result.outcome]}
                  </strong>
                  {result.address && (
                    <>
                      {' '}
                      at <code>{result.address}</code>
                    </>
                  )}
                  {result.seenAs && result.seenAs !== '0.0.0.0' && (
                    <>
                      , you were seen as <code>{result.seenAs}</code>
                    </>
                  )}
                  . {advice(result, target)}
                </span>
              ) : (
                'testing…'
              )}
            </li>
          );
        })}
      </ul>
      {Object.values(results).some((r) => r.outcome === 'refused' || r.outcome === 'no-answer') && (
        <p>
          See <Link to={`${prefix}/administration/firewall-configuration/`}>the firewall page</Link> for the ports,{' '}
          <Link to={`${prefix}/administration/turn-server/#configure-coturn`}>Configure coturn</Link> for the secret and
          the certificate, and the troubleshooting of{' '}
          <Link to={`${prefix}/support/troubleshooting/#${ERROR_ANCHORS[1007]}`}>error 1007</Link> and{' '}
          <Link to={`${prefix}/support/troubleshooting/#${ERROR_ANCHORS[1020]}`}>error 1020</Link>.
        </p>
      )}
    </form>
  );
}

import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { checksumAlgorithmsFor, type ResolvedParam } from '@site/src/data/api';
import { WEB_CRYPTO_NAMES, signRequest, type ChecksumAlgorithm, type SignedRequest } from '@site/src/lib/checksum';
import { inlineCode } from '@site/src/lib/inlineCode';
import {
  builderCalls,
  collectParams,
  curlFor,
  duplicateNames,
  fieldParams,
  isMultiValue,
  missingRequired,
  patternParams,
  unknownExtras,
  type ExtraParam,
} from './model';
import type { ApiCallBuilderProps } from './index';
import styles from './styles.module.css';
import { releaseOf } from '@site/src/data/versions';

interface Result {
  signed: SignedRequest;
  curl: string;
  algorithm: ChecksumAlgorithm;
  callName: string;
}

function ParamField({
  param,
  value,
  onChange,
  idPrefix,
}: {
  param: ResolvedParam;
  value: string;
  onChange: (value: string) => void;
  idPrefix: string;
}): ReactNode {
  const id = `${idPrefix}-${param.name}`;
  const helpId = `${id}-help`;
  const label = (
    <>
      <code>{param.name}</code>
      {param.required === 'required' && <span className={styles.required}> (required)</span>}
      {param.deprecated && <span className={styles.muted}> (deprecated)</span>}
    </>
  );
  const help = (
    <span id={helpId} className={styles.help}>
      {param.type}
      {param.default ? <>, default {inlineCode(param.default)}</> : null}
      {param.required === 'conditional' && param.requiredWhen ? <>, required {inlineCode(param.requiredWhen)}</> : null}
      . {inlineCode(param.description)}
    </span>
  );
  if (isMultiValue(param)) {
    const selected = value.split(',').filter(Boolean);
    const toggle = (option: string, checked: boolean) => {
      const next = checked ? [...selected, option] : selected.filter((entry) => entry !== option);
      onChange(next.join(','));
    };
    return (
      <fieldset className={styles.fieldset} aria-describedby={helpId}>
        <legend>{label}</legend>
        {help}
        <div className={styles.checkboxes}>
          {(param.values ?? []).map((option) => (
            <label key={option.value} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />{' '}
              <code>{option.value}</code>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  let control: ReactNode;
  if (param.type === 'Boolean') {
    control = (
      <select id={id} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.target.value)}>
        <option value="">not sent</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  } else if (param.type === 'Enum' && param.values && param.values.length > 0) {
    control = (
      <select id={id} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.target.value)}>
        <option value="">not sent</option>
        {param.values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type="text"
        inputMode={param.type === 'Number' ? 'numeric' : undefined}
        pattern={param.type === 'Number' ? '[0-9]*' : undefined}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={helpId}
        aria-required={param.required === 'required' ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {help}
    </div>
  );
}

function CopyButton({
  text,
  label,
  onDone,
}: {
  text: string;
  label: string;
  onDone: (message: string) => void;
}): ReactNode {
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      onDone('Copying is not available in this browser: select the text and copy it.');
      return;
    }
    clipboard.writeText(text).then(
      () => onDone(`${label} copied.`),
      () => onDone('Copying failed: select the text and copy it.'),
    );
  };
  return (
    <button type="button" className="button button--secondary button--sm" onClick={copy}>
      Copy {label.toLowerCase()}
    </button>
  );
}

/** The builder's form; ./index.tsx loads it when the reader nears the builder. */
export default function ApiCallBuilderForm({ version }: ApiCallBuilderProps): ReactNode {
  const calls = useMemo(() => builderCalls(version), [version]);
  const algorithms = checksumAlgorithmsFor(version);
  const idPrefix = useId();
  const [callName, setCallName] = useState(calls[0]?.name ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [extras, setExtras] = useState<ExtraParam[]>([]);
  const [server, setServer] = useState('');
  const [secret, setSecret] = useState('');
  const [showSecret, setShowSecret] = useState(false);
  const [algorithm, setAlgorithm] = useState<ChecksumAlgorithm>(
    algorithms.includes('sha256') ? 'sha256' : algorithms[0],
  );
  const [result, setResult] = useState<Result | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const nextExtraId = useRef(1);

  const call = calls.find((candidate) => candidate.name === callName) ?? calls[0];
  if (!call) return null;
  const fields = fieldParams(call);
  const requiredFields = fields.filter((param) => param.required !== 'optional');
  const optionalFields = fields.filter((param) => param.required === 'optional');
  const patterns = patternParams(call);
  const bodyParams = call.params.filter((param) => param.location === 'body');

  const changed = () => {
    setResult(null);
    setErrors([]);
  };
  const setValue = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    changed();
  };
  const updateExtra = (id: number, patch: Partial<ExtraParam>) => {
    setExtras((previous) => previous.map((extra) => (extra.id === id ? { ...extra, ...patch } : extra)));
    changed();
  };
  const addExtra = () => {
    const prefix = patterns[0]?.name.replace(/\*$/, '') ?? '';
    setExtras((previous) => [...previous, { id: nextExtraId.current++, name: prefix, value: '' }]);
    changed();
  };
  const removeExtra = (id: number) => {
    setExtras((previous) => previous.filter((extra) => extra.id !== id));
    changed();
    setStatus('Parameter row removed.');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: string[] = [];
    if (server.trim() === '') problems.push('Enter the server address, for example bbb.example.com.');
    if (secret === '') problems.push('Enter the shared secret (the output of bbb-conf --secret).');
    const missing = missingRequired(call, values);
    if (missing.length > 0) problems.push(`Fill in the required parameters: ${missing.join(', ')}.`);
    const params = collectParams(call, values, extras);
    const notes: string[] = [];
    const unknown = unknownExtras(call, extras);
    if (unknown.length > 0) {
      notes.push(
        `Not parameters of ${call.name} in BigBlueButton ${releaseOf(version)}: ${unknown.join(', ')}. They are signed and sent anyway.`,
      );
    }
    const duplicates = duplicateNames(params);
    if (duplicates.length > 0) notes.push(`Sent more than once: ${duplicates.join(', ')}.`);
    setWarnings(notes);
    if (problems.length > 0) {
      setErrors(problems);
      setResult(null);
      setStatus(`The URL was not built: ${problems.join(' ')}`);
      return;
    }
    try {
      const signed = await signRequest({ server, callName: call.name, params, secret, algorithm });
      setErrors([]);
      setResult({ signed, curl: curlFor(version, call, signed.url), algorithm, callName: call.name });
      setStatus(`Request URL for ${call.name} built with a ${WEB_CRYPTO_NAMES[algorithm]} checksum.`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors([message]);
      setResult(null);
      setStatus(`The URL was not built: ${message}`);
    }
  };

  return (
    <section className={styles.builder} aria-labelledby={`${idPrefix}-title`} data-testid="api-call-builder">
      <p id={`${idPrefix}-title`} className={styles.title}>
        API call builder for BigBlueButton {releaseOf(version)}
      </p>
      <p className={styles.muted}>
        The checksum is computed in your browser. This page sends no request and stores nothing; the shared secret never
        leaves it.
      </p>
      <form onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-call`}>Call</label>
            <select
              id={`${idPrefix}-call`}
              value={call.name}
              onChange={(event) => {
                setCallName(event.target.value);
                setValues({});
                setExtras([]);
                changed();
              }}
            >
              {calls.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.name} ({candidate.methods.join(', ')})
                </option>
              ))}
            </select>
            <span className={styles.help}>{inlineCode(call.summary)}</span>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-server`}>Server address</label>
            <input
              id={`${idPrefix}-server`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={server}
              aria-describedby={`${idPrefix}-server-help`}
              onChange={(event) => {
                setServer(event.target.value);
                changed();
              }}
            />
            <span id={`${idPrefix}-server-help`} className={styles.help}>
              Host name or URL; <code>/bigbluebutton/api/</code> is added when missing.
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-secret`}>Shared secret</label>
            <div className={styles.inline}>
              <input
                id={`${idPrefix}-secret`}
                type={showSecret ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                value={secret}
                aria-describedby={`${idPrefix}-secret-help`}
                onChange={(event) => {
                  setSecret(event.target.value);
                  changed();
                }}
              />
              <button
                type="button"
                className="button button--secondary button--sm"
                aria-pressed={showSecret}
                onClick={() => setShowSecret((shown) => !shown)}
              >
                {showSecret ? 'Hide' : 'Show'}
              </button>
            </div>
            <span id={`${idPrefix}-secret-help`} className={styles.help}>
              Print it on the server with <code>bbb-conf --secret</code>.
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-algorithm`}>Checksum algorithm</label>
            <select
              id={`${idPrefix}-algorithm`}
              value={algorithm}
              onChange={(event) => {
                const next = algorithms.find((candidate) => candidate === event.target.value);
                if (next) setAlgorithm(next);
                changed();
              }}
            >
              {algorithms.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {WEB_CRYPTO_NAMES[candidate]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {requiredFields.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend>
              {requiredFields.every((param) => param.required === 'required')
                ? `Required parameters of ${call.name}`
                : `Required and conditional parameters of ${call.name}`}
            </legend>
            {requiredFields.map((param) => (
              <ParamField
                key={param.name}
                param={param}
                idPrefix={idPrefix}
                value={values[param.name] ?? ''}
                onChange={(value) => setValue(param.name, value)}
              />
            ))}
          </fieldset>
        )}
        {optionalFields.length > 0 && (
          <details className={styles.details}>
            <summary>
              Optional parameters of {call.name} ({optionalFields.length})
            </summary>
            {optionalFields.map((param) => (
              <ParamField
                key={param.name}
                param={param}
                idPrefix={idPrefix}
                value={values[param.name] ?? ''}
                onChange={(value) => setValue(param.name, value)}
              />
            ))}
          </details>
        )}
        {fields.length === 0 && <p className={styles.muted}>{call.name} takes no parameters besides the checksum.</p>}

        {patterns.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend>
              Other parameters (
              {patterns.map((param, index) => (
                <span key={param.name}>
                  {index > 0 && ', '}
                  <code>{param.name}</code>
                </span>
              ))}
              )
            </legend>
            {extras.map((extra, index) => (
              <div key={extra.id} className={styles.extraRow}>
                <div className={styles.field}>
                  <label htmlFor={`${idPrefix}-extra-name-${extra.id}`}>Name {index + 1}</label>
                  <input
                    id={`${idPrefix}-extra-name-${extra.id}`}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={extra.name}
                    onChange={(event) => updateExtra(extra.id, { name: event.target.value })}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${idPrefix}-extra-value-${extra.id}`}>Value {index + 1}</label>
                  <input
                    id={`${idPrefix}-extra-value-${extra.id}`}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={extra.value}
                    onChange={(event) => updateExtra(extra.id, { value: event.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  aria-label={`Remove parameter row ${index + 1}`}
                  onClick={() => removeExtra(extra.id)}
                >
                  Remove
                </button>
              </div>
            ))}
            <button type="button" className="button button--secondary button--sm" onClick={addExtra}>
              Add a parameter
            </button>
          </fieldset>
        )}
        {bodyParams.length > 0 && (
          <p className={styles.muted}>
            Not part of the URL or the checksum:{' '}
            {bodyParams.map((param, index) => (
              <span key={param.name}>
                {index > 0 && ', '}
                <code>{param.name}</code>
              </span>
            ))}{' '}
            (POST body).
          </p>
        )}

        <button type="submit" className="button button--primary">
          Build the request URL
        </button>
      </form>

      <div className={styles.results}>
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
        {errors.length > 0 && (
          <ul className={clsx(styles.messages, styles.error)}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul className={clsx(styles.messages, styles.warning)}>
            {warnings.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {result && (
          <dl className={styles.output}>
            <dt>Request URL</dt>
            <dd>
              <pre className={styles.pre}>
                <code>{result.signed.url}</code>
              </pre>
              <CopyButton text={result.signed.url} label="URL" onDone={setStatus} />
            </dd>
            <dt>curl</dt>
            <dd>
              <pre className={styles.pre}>
                <code>{result.curl}</code>
              </pre>
              <CopyButton text={result.curl} label="Command" onDone={setStatus} />
            </dd>
            <dt>Checksum ({WEB_CRYPTO_NAMES[result.algorithm]})</dt>
            <dd>
              <code className={styles.break}>{result.signed.checksum}</code>
            </dd>
            <dt>Hashed text</dt>
            <dd>
              <code className={styles.break}>
                {result.callName}
                {result.signed.queryString}
              </code>{' '}
              followed by the shared secret
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}

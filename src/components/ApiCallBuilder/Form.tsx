import { useId, useMemo, useReducer, type Dispatch, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { checksumAlgorithmsFor, type ResolvedCall, type ResolvedParam } from '@site/src/data/api';
import { WEB_CRYPTO_NAMES, signRequest, type ChecksumAlgorithm } from '@site/src/lib/checksum';
import { inlineCode } from '@site/src/lib/inlineCode';
import { releaseOf } from '@site/src/data/versions';
import { builderCalls, curlFor, fieldParams, isMultiValue, patternParams } from './model';
import { builderReducer, checkSubmission, initialState, type BuilderAction, type BuilderState } from './state';
import type { ApiCallBuilderProps } from './index';
import styles from './styles.module.css';

/** What every part of the form gets: the state, how to change it, the ids' prefix and the selected call. */
interface PartProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  idPrefix: string;
  call: ResolvedCall;
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

/** The call, the server, its secret and the checksum algorithm. */
function RequestFields({
  state,
  dispatch,
  idPrefix,
  call,
  calls,
  algorithms,
}: PartProps & { calls: readonly ResolvedCall[]; algorithms: readonly ChecksumAlgorithm[] }): ReactNode {
  return (
    <div className={styles.grid}>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-call`}>Call</label>
        <select
          id={`${idPrefix}-call`}
          value={call.name}
          onChange={(event) => dispatch({ type: 'selectCall', name: event.target.value })}
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
          value={state.server}
          aria-describedby={`${idPrefix}-server-help`}
          onChange={(event) => dispatch({ type: 'setServer', value: event.target.value })}
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
            type={state.showSecret ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={state.secret}
            aria-describedby={`${idPrefix}-secret-help`}
            onChange={(event) => dispatch({ type: 'setSecret', value: event.target.value })}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={state.showSecret}
            onClick={() => dispatch({ type: 'toggleSecret' })}
          >
            {state.showSecret ? 'Hide' : 'Show'}
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
          value={state.algorithm}
          onChange={(event) =>
            dispatch({
              type: 'setAlgorithm',
              algorithm: algorithms.find((candidate) => candidate === event.target.value),
            })
          }
        >
          {algorithms.map((candidate) => (
            <option key={candidate} value={candidate}>
              {WEB_CRYPTO_NAMES[candidate]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A field per parameter of the call: the required ones, then the optional ones folded. */
function CallParams({ state, dispatch, idPrefix, call }: PartProps): ReactNode {
  const fields = fieldParams(call);
  const requiredFields = fields.filter((param) => param.required !== 'optional');
  const optionalFields = fields.filter((param) => param.required === 'optional');
  const field = (param: ResolvedParam) => (
    <ParamField
      key={param.name}
      param={param}
      idPrefix={idPrefix}
      value={state.values[param.name] ?? ''}
      onChange={(value) => dispatch({ type: 'setValue', name: param.name, value })}
    />
  );
  return (
    <>
      {requiredFields.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>
            {requiredFields.every((param) => param.required === 'required')
              ? `Required parameters of ${call.name}`
              : `Required and conditional parameters of ${call.name}`}
          </legend>
          {requiredFields.map(field)}
        </fieldset>
      )}
      {optionalFields.length > 0 && (
        <details className={styles.details}>
          <summary>
            Optional parameters of {call.name} ({optionalFields.length})
          </summary>
          {optionalFields.map(field)}
        </details>
      )}
      {fields.length === 0 && <p className={styles.muted}>{call.name} takes no parameters besides the checksum.</p>}
    </>
  );
}

/** Free-form rows for the call's pattern parameters (`meta_*`, `userdata-*`). */
function ExtraParams({ state, dispatch, idPrefix, call }: PartProps): ReactNode {
  const patterns = patternParams(call);
  if (patterns.length === 0) return null;
  const prefix = patterns[0].name.replace(/\*$/, '');
  return (
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
      {state.extras.map((extra, index) => (
        <div key={extra.id} className={styles.extraRow}>
          <div className={styles.field}>
            <label htmlFor={`${idPrefix}-extra-name-${extra.id}`}>Name {index + 1}</label>
            <input
              id={`${idPrefix}-extra-name-${extra.id}`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={extra.name}
              onChange={(event) => dispatch({ type: 'updateExtra', id: extra.id, patch: { name: event.target.value } })}
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
              onChange={(event) =>
                dispatch({ type: 'updateExtra', id: extra.id, patch: { value: event.target.value } })
              }
            />
          </div>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`Remove parameter row ${index + 1}`}
            onClick={() => dispatch({ type: 'removeExtra', id: extra.id })}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => dispatch({ type: 'addExtra', name: prefix })}
      >
        Add a parameter
      </button>
    </fieldset>
  );
}

/** The call's POST body parameters, which the URL does not carry. */
function BodyParamsNote({ call }: { call: ResolvedCall }): ReactNode {
  const bodyParams = call.params.filter((param) => param.location === 'body');
  if (bodyParams.length === 0) return null;
  return (
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
  );
}

/** The status line, errors, warnings and the built request. */
function BuildResults({ state, dispatch }: Pick<PartProps, 'state' | 'dispatch'>): ReactNode {
  const { result, errors, warnings, status } = state;
  const announce = (message: string) => dispatch({ type: 'announce', status: message });
  return (
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
            <CopyButton text={result.signed.url} label="URL" onDone={announce} />
          </dd>
          <dt>curl</dt>
          <dd>
            <pre className={styles.pre}>
              <code>{result.curl}</code>
            </pre>
            <CopyButton text={result.curl} label="Command" onDone={announce} />
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
  );
}

/** The builder's form; ./index.tsx loads it when the reader nears the builder. */
export default function ApiCallBuilderForm({ version }: ApiCallBuilderProps): ReactNode {
  const calls = useMemo(() => builderCalls(version), [version]);
  const algorithms = checksumAlgorithmsFor(version);
  const idPrefix = useId();
  const [state, dispatch] = useReducer(builderReducer, undefined, () => initialState(calls[0]?.name ?? '', algorithms));

  const call = calls.find((candidate) => candidate.name === state.callName) ?? calls[0];
  if (!call) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { problems, warnings, params } = checkSubmission(state, call, version);
    dispatch({ type: 'submitted', problems, warnings });
    if (problems.length > 0) return;
    const { server, secret, algorithm } = state;
    try {
      const signed = await signRequest({ server, callName: call.name, params, secret, algorithm });
      dispatch({
        type: 'built',
        result: { signed, curl: curlFor(version, call, signed.url), algorithm, callName: call.name },
        status: `Request URL for ${call.name} built with a ${WEB_CRYPTO_NAMES[algorithm]} checksum.`,
      });
    } catch (error) {
      dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const parts: PartProps = { state, dispatch, idPrefix, call };
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
        <RequestFields {...parts} calls={calls} algorithms={algorithms} />
        <CallParams {...parts} />
        <ExtraParams {...parts} />
        <BodyParamsNote call={call} />
        <button type="submit" className="button button--primary">
          Build the request URL
        </button>
      </form>
      <BuildResults state={state} dispatch={dispatch} />
    </section>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { RELEASES } from '@site/src/data/versions';
import {
  COMPOSER_LABELS,
  UBUNTU_CHOICES,
  composeInstall,
  offeredOptions,
  type ComposerOption,
} from '@site/src/lib/tools/installCommand';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { isValidEmail, isValidHost } from '@site/src/lib/tools/readerValues';
import { saveReaderValues, useReaderValues } from '../ReaderValues';
import { TOOL_FORM } from '../ToolPart';
import form from '../ToolPart/form.module.css';
import Output from './Output';
import { DEFAULT_OPTIONS } from './defaults';
import type { InstallComposerProps } from './index';

const KEYS = ['host', 'email', 'options', 'ubuntu', 'turn', 'glpath'] as const;

/** `-w,-g` in the address as `w,g`; GL_PATH as `GL_PATH`. */
const fromAddress = (value: string) =>
  value === 'none' ? [] : value.split(',').map((o) => (o.length === 1 ? `-${o}` : o));
const toAddress = (options: readonly string[]) => options.map((o) => o.replace(/^-/, '')).join(',');

/** The composer's form: choices from and to the address; secrets in the page only. */
export default function Form({ version }: InstallComposerProps): ReactNode {
  const id = useId();
  const [values, setValues] = useAddressState(KEYS);
  const [turnSecret, setTurnSecret] = useState('');
  const [lti, setLti] = useState('');
  const remembered = useReaderValues();
  const host = values.host ?? remembered?.host ?? '';
  const email = values.email ?? remembered?.email ?? '';
  const canRemember = isValidHost(host.trim()) && isValidEmail(email.trim());
  const options = values.options === undefined ? DEFAULT_OPTIONS : fromAddress(values.options);
  const offered = offeredOptions(version);
  const result = composeInstall(version, {
    host,
    email,
    options,
    ubuntu: values.ubuntu,
    turnHost: values.turn,
    turnSecret,
    lti,
    glPath: values.glpath,
  });
  const toggle = (option: ComposerOption, on: boolean) => {
    const next = on ? [...options.filter((o) => o !== option), option] : options.filter((o) => o !== option);
    setValues({ options: next.length ? toAddress(next) : 'none' });
  };
  const chosen = (option: ComposerOption) => options.includes(option);
  return (
    <div data-testid="install-form" {...TOOL_FORM}>
      <div className={form.grid}>
        <div className={form.field}>
          <label htmlFor={`${id}-host`}>Hostname of the server</label>
          <input
            id={`${id}-host`}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="bbb.your-domain.org"
            value={host}
            onChange={(e) => setValues({ host: e.target.value })}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-email`}>E-mail for Let&apos;s Encrypt</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="you@your-domain.org"
            value={email}
            onChange={(e) => setValues({ email: e.target.value })}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-ubuntu`}>Ubuntu on the server</label>
          <select
            id={`${id}-ubuntu`}
            value={values.ubuntu ?? ''}
            onChange={(e) => setValues({ ubuntu: e.target.value })}
          >
            <option value="">Ubuntu {RELEASES[version].ubuntu.release} (required)</option>
            {UBUNTU_CHOICES.filter((u) => u !== RELEASES[version].ubuntu.release).map((u) => (
              <option key={u} value={u}>
                Ubuntu {u}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={form.checks}>
        <legend className={form.legend}>Options of the {RELEASES[version].release} installer</legend>
        {offered.map((option) => (
          <label key={option} className={form.check}>
            <input type="checkbox" checked={chosen(option)} onChange={(e) => toggle(option, e.target.checked)} />
            <span>
              <code>{option}</code> {COMPOSER_LABELS[option]}
            </span>
          </label>
        ))}
      </fieldset>
      {(chosen('-c') || chosen('-t') || chosen('GL_PATH')) && (
        <div className={form.grid}>
          {chosen('-c') && (
            <>
              <div className={form.field}>
                <label htmlFor={`${id}-turn`}>TURN server hostname</label>
                <input
                  id={`${id}-turn`}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={values.turn ?? ''}
                  onChange={(e) => setValues({ turn: e.target.value })}
                />
              </div>
              <div className={form.field}>
                <label htmlFor={`${id}-secret`}>TURN shared secret</label>
                <input
                  id={`${id}-secret`}
                  type="password"
                  autoComplete="off"
                  value={turnSecret}
                  onChange={(e) => setTurnSecret(e.target.value)}
                />
                <span className={form.hint}>Stays in this page: not in the address, not sent anywhere.</span>
              </div>
            </>
          )}
          {chosen('-t') && (
            <div className={form.field}>
              <label htmlFor={`${id}-lti`}>LTI key:secret</label>
              <input
                id={`${id}-lti`}
                type="password"
                autoComplete="off"
                value={lti}
                onChange={(e) => setLti(e.target.value)}
              />
              <span className={form.hint}>Stays in this page.</span>
            </div>
          )}
          {chosen('GL_PATH') && (
            <div className={form.field}>
              <label htmlFor={`${id}-glpath`}>Greenlight path</label>
              <input
                id={`${id}-glpath`}
                type="text"
                placeholder="/gl"
                value={values.glpath ?? ''}
                onChange={(e) => setValues({ glpath: e.target.value })}
              />
            </div>
          )}
        </div>
      )}
      <Output version={version} result={result} />
      <p className={form.remember}>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!canRemember}
          onClick={() => saveReaderValues({ host: host.trim().toLowerCase(), email: email.trim() })}
        >
          Use this hostname and e-mail in every command of this site
        </button>
        {remembered && (
          <button type="button" className="button button--link button--sm" onClick={() => saveReaderValues(null)}>
            Forget my values
          </button>
        )}
        <span className={form.hint}>
          Kept in this browser only, until you forget them; commands filled with them are marked.
        </span>
      </p>
    </div>
  );
}

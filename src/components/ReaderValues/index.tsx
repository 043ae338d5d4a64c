import { useSyncExternalStore, type ReactNode } from 'react';
import { fillCode, type FilledCode, type ReaderValues } from '@site/src/lib/tools/readerValues';
import { getServerSnapshot, getSnapshot, saveReaderValues, subscribe } from './store';
import styles from './styles.module.css';

export { saveReaderValues };

/** The values the reader chose to keep on this site, or null (always null on the server and while hydrating). */
export function useReaderValues(): ReaderValues | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** A code block's text with the reader's values in place of the examples. */
export function useFilledCode(code: string): FilledCode {
  return fillCode(code, useReaderValues());
}

/**
 * The visible mark on a code block whose example hostname or e-mail was
 * replaced with the reader's, with the control that forgets them.
 */
export function FilledMark({ children }: { children: ReactNode }): ReactNode {
  const values = useReaderValues();
  return (
    <div className={styles.filled} data-filled="">
      <p className={styles.mark}>
        <span>
          Filled in with your values
          {values?.host ? (
            <>
              {' '}
              (<code>{values.host}</code>)
            </>
          ) : null}
        </span>
        <button type="button" className={styles.forget} onClick={() => saveReaderValues(null)}>
          Forget my values
        </button>
      </p>
      {children}
    </div>
  );
}

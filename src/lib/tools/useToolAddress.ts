import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

import { readParams, writeParams } from './address';

/**
 * A tool's parameters in the address and a setter. `push` adds a history
 * entry (an answer: Back undoes it); otherwise the entry is replaced (typing).
 * Docusaurus does not scroll on a change of the query string alone.
 */
export function useToolAddress<K extends string>(
  keys: readonly K[],
): [Partial<Record<K, string>>, (values: Partial<Record<K, string | undefined>>, push?: boolean) => void] {
  const location = useLocation();
  const history = useHistory();
  const values = useMemo(() => readParams(location.search, keys), [location.search, keys]);
  const set = useCallback(
    (next: Partial<Record<K, string | undefined>>, push = false) => {
      const search = writeParams(location.search, next);
      if (search === location.search) return;
      if (push) history.push({ ...location, search });
      else history.replace({ ...location, search });
    },
    [history, location],
  );
  return [values, set];
}

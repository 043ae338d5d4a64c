import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

import { readAddress, writeAddress, type AddressValues } from './addressState';

/**
 * A tool's parameters in the address, and a setter that keeps the other
 * parameters and the hash. By default it replaces the current history entry
 * (no new entry per keystroke); with `push` it adds one (an answer: Back
 * undoes it). Docusaurus does not scroll on a change of the query string
 * alone. During the build the location has no query, so the server HTML
 * shows the tool's defaults; the browser then renders the linked state.
 */
export function useAddressState<K extends string>(
  keys: readonly K[],
): [AddressValues<K>, (values: Partial<Record<K, string | undefined>>, push?: boolean) => void] {
  const location = useLocation();
  const history = useHistory();
  // `keys` is a module-level constant in every tool, so it does not change between renders.
  const values = useMemo(() => readAddress(location.search, keys), [location.search, keys]);
  const set = useCallback(
    (next: Partial<Record<K, string | undefined>>, push = false) => {
      const search = writeAddress(location.search, next);
      if (search === location.search) return;
      if (push) history.push({ ...location, search });
      else history.replace({ ...location, search });
    },
    [history, location],
  );
  return [values, set];
}

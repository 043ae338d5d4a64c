import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

import { readAddress, writeAddress, type AddressValues } from './addressState';

/**
 * A tool's parameters in the address, and a setter that replaces the current
 * history entry (no new entry per keystroke), keeping the other parameters
 * and the hash. During the build the location has no query, so the server
 * HTML shows the tool's defaults; the browser then renders the linked state.
 */
export function useAddressState<K extends string>(
  keys: readonly K[],
): [AddressValues<K>, (values: Partial<Record<K, string | undefined>>) => void] {
  const location = useLocation();
  const history = useHistory();
  // `keys` is a module-level constant in every tool, so it does not change between renders.
  const values = useMemo(() => readAddress(location.search, keys), [location.search, keys]);
  const set = useCallback(
    (next: Partial<Record<K, string | undefined>>) => {
      const search = writeAddress(location.search, next);
      if (search !== location.search) history.replace({ ...location, search });
    },
    [history, location],
  );
  return [values, set];
}

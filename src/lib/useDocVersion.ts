import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';

import { isDocVersion, type DocVersion } from '@site/src/data/versions';

/**
 * Props of a component used in docs pages whose `version` defaults to the
 * version of the page it is on: pages write `<PortTable />`, and pass
 * `version="…"` only to show another release on purpose.
 */
export type OnPage<P extends { version: DocVersion }> = Omit<P, 'version'> & {
  /** Docs version to show; the version of the page when left out. */
  version?: DocVersion;
};

/**
 * The docs version a component shows: `explicit` when given, else the
 * version of the page being rendered, as the docs plugin matches it from
 * the path (the same on the server and in the browser, so hydration agrees).
 * Outside a docs version's paths, a component needs `explicit`.
 */
export function useDocVersion(explicit?: DocVersion): DocVersion {
  const active = useActivePluginAndVersion();
  if (explicit) return explicit;
  const name = active?.activeVersion?.name;
  if (name === undefined || !isDocVersion(name)) {
    throw new Error(
      `This component needs a docs version: it is rendered outside the docs (${String(name)}); pass version="…"`,
    );
  }
  return name;
}

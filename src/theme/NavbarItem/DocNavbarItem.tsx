/**
 * Wraps the navbar's doc links (Docusaurus 3.7.0), which follow the version
 * being read. While a not-found page hydrates from the HTML of another
 * version (a host that answers every unknown path with the root `404.html`,
 * plugins/version-not-found/useVersionAsBuilt.ts), the link renders as the
 * build did, to that version's doc; right after, as the theme's own.
 */
import type { WrapperProps } from '@docusaurus/types';
import type DocNavbarItemType from '@theme/NavbarItem/DocNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';

import { useVersionAsBuilt } from '@site/plugins/version-not-found/useVersionAsBuilt';

type Props = WrapperProps<typeof DocNavbarItemType>;

export default function DocNavbarItemWrapper(props: Props): ReactNode {
  const builtVersion = useVersionAsBuilt(props.docsPluginId);
  const versions = useVersions(props.docsPluginId);
  if (!builtVersion) return <DocNavbarItem {...props} />;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- docsPluginId is the theme item's, not a link attribute
  const { docId, label, docsPluginId, ...rest } = props;
  // As the build chose it: the doc in the version built, else in the latest version (useLayoutDoc's candidates).
  const latest = versions.find((version) => version.isLast);
  const doc = builtVersion.docs.find((d) => d.id === docId) ?? latest?.docs.find((d) => d.id === docId) ?? undefined;
  if (!doc) return null;
  return <DefaultNavbarItem exact {...rest} isActive={() => false} label={label ?? doc.id} to={doc.path} />;
}

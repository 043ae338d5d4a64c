/**
 * The docs version dropdown, based on Docusaurus 3.7.0's
 * theme-classic/src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx.
 * It renders the theme's own DropdownNavbarItem; only the choice of target
 * changes. CUSTOM CODE:
 * - the same page is found across the ids that differ between versions
 *   (`accessibility`/`accessiblity`, `teaching`/`teaching/index`);
 * - when the page does not exist in the chosen version, the reader lands on
 *   that version's main page, and a note is left for VersionSwitchNotice.
 */
import { useLocation } from '@docusaurus/router';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import type { ReactNode } from 'react';

import { findEquivalentDoc, mainDoc, type RouteVersion } from '@site/src/lib/docRoutes';
import { clearVersionSwitchNote, saveVersionSwitchNote } from '@site/src/lib/versionSwitch';

function currentTitle(): string {
  const h1 = document.querySelector('article h1, main h1');
  return h1?.textContent?.trim() || document.title.split(' | ')[0];
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props): ReactNode {
  const { search, hash, pathname } = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId) as unknown as RouteVersion[];
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const activeDoc = activeDocContext.activeDoc;
  const activeVersion = activeDocContext.activeVersion as unknown as RouteVersion | undefined;

  function targetOf(version: RouteVersion) {
    const same = activeDoc ? findEquivalentDoc(version, activeDoc.id) : undefined;
    return { doc: same ?? mainDoc(version), isFallback: Boolean(activeDoc) && !same };
  }

  function versionToLink(version: RouteVersion): LinkLikeNavbarItemProps {
    const { doc, isFallback } = targetOf(version);
    return {
      label: version.label,
      // Keep ?query#hash when the same page exists in the chosen version.
      to: isFallback ? doc.path : `${doc.path}${search}${hash}`,
      isActive: () => version.name === activeVersion?.name,
      onClick: () => {
        savePreferredVersionName(version.name);
        if (isFallback && activeVersion) {
          saveVersionSwitchNote({
            title: currentTitle(),
            fromPath: `${pathname}${search}${hash}`,
            fromVersion: activeVersion.label,
            toVersion: version.name,
          });
        } else {
          clearVersionSwitchNote();
        }
      },
    };
  }

  const items = [...(dropdownItemsBefore ?? []), ...versions.map(versionToLink), ...(dropdownItemsAfter ?? [])];
  const dropdownVersion = useDocsVersionCandidates(docsPluginId)[0] as unknown as RouteVersion;
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : dropdownVersion.label;
  const dropdownTo = mobile && items.length > 1 ? undefined : targetOf(dropdownVersion).doc.path;

  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={dropdownLabel}
        to={dropdownTo}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

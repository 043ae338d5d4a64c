/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// CUSTOM CODE START: where this file comes from
// Ejected from @docusaurus/theme-classic 3.7.0, src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx. Outside
// the CUSTOM CODE blocks it is upstream's file byte for byte; a block's "// - " lines are the upstream lines it
// replaces (tests/unit/theme-ejected.test.ts checks both; UPGRADING.md says how to carry an upgrade over).
// Only the choice of target changes:
// * the same page is found across the ids that differ between versions (`accessibility`/`accessiblity`,
//   `teaching`/`teaching/index`, src/lib/docRoutes.ts);
// * when the page does not exist in the chosen version, the reader lands on that version's main page, and a
//   note is left for VersionSwitchNotice (src/lib/versionSwitch.ts).
// CUSTOM CODE END
import React, {type ReactNode} from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {
  GlobalVersion,
  GlobalDoc,
  ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';
// CUSTOM CODE START: the same page under another id, and the note after a fallback
import {findEquivalentDoc} from '@site/src/lib/docRoutes';
import {
  clearVersionSwitchNote,
  saveVersionSwitchNote,
} from '@site/src/lib/versionSwitch';
import {useVersionAsBuilt} from '@site/plugins/version-not-found/useVersionAsBuilt';

function currentTitle(): string {
  const h1 = document.querySelector('article h1, main h1');
  return h1?.textContent?.trim() || document.title.split(' | ')[0];
}
// CUSTOM CODE END

function getVersionMainDoc(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId)!;
}

function getVersionTargetDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
): GlobalDoc {
  // CUSTOM CODE START: the same page is found across the ids that differ between versions
// -   // We try to link to the same doc, in another version
// -   // When not possible, fallback to the "main doc" of the version
// -   return (
// -     activeDocContext.alternateDocVersions[version.name] ??
// -     getVersionMainDoc(version)
// -   );
  return getVersionTarget(version, activeDocContext).doc;
  // CUSTOM CODE END
}
// CUSTOM CODE START: the target doc, and whether it is the version's main page for want of the same page

function getVersionTarget(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
): {doc: GlobalDoc; isFallback: boolean} {
  const {activeDoc} = activeDocContext;
  const same = activeDoc ? findEquivalentDoc(version, activeDoc.id) : undefined;
  return {
    doc: same ?? getVersionMainDoc(version),
    isFallback: Boolean(activeDoc) && !same,
  };
}
// CUSTOM CODE END

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props): ReactNode {
  // CUSTOM CODE START: the page's path, for the note after a fallback
// -   const {search, hash} = useLocation();
  const {search, hash, pathname} = useLocation();
  // While a not-found page hydrates from the HTML of another version (plugins/version-not-found/useVersionAsBuilt.ts).
  const builtVersion = useVersionAsBuilt(docsPluginId);
  // CUSTOM CODE END
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);

  function versionToLink(version: GlobalVersion): LinkLikeNavbarItemProps {
    // CUSTOM CODE START: ?search#hash kept only on the same page; a note is left after a fallback
// -     const targetDoc = getVersionTargetDoc(version, activeDocContext);
// -     return {
// -       label: version.label,
// -       // preserve ?search#hash suffix on version switches
// -       to: `${targetDoc.path}${search}${hash}`,
// -       isActive: () => version === activeDocContext.activeVersion,
// -       onClick: () => savePreferredVersionName(version.name),
// -     };
    const {doc, isFallback} = getVersionTarget(version, activeDocContext);
    const {activeVersion} = activeDocContext;
    return {
      label: version.label,
      to: isFallback ? doc.path : `${doc.path}${search}${hash}`,
      isActive: () => version === (builtVersion ?? activeVersion),
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
    // CUSTOM CODE END
  }

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map(versionToLink),
    ...dropdownItemsAfter,
  ];

  // CUSTOM CODE START: a not-found page hydrates with the version its HTML was built for
// -   const dropdownVersion = useDocsVersionCandidates(docsPluginId)[0];
  const candidates = useDocsVersionCandidates(docsPluginId);
  const dropdownVersion = builtVersion ?? candidates[0];
  // CUSTOM CODE END

  // Mobile dropdown is handled a bit differently
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description:
            'The label for the navbar versions dropdown on mobile view',
        })
      : dropdownVersion.label;
  const dropdownTo =
    mobile && items.length > 1
      ? undefined
      : getVersionTargetDoc(dropdownVersion, activeDocContext).path;

  // We don't want to render a version dropdown with 0 or 1 item. If we build
  // the site with a single docs version (onlyIncludeVersions: ['1.0.0']),
  // We'd rather render a button instead of a dropdown
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

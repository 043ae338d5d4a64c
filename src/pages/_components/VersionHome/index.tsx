import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

import { DOC_IDS, docPath } from '@site/src/data/docIds';
import {
  compareVersions,
  LATEST_VERSION,
  RELEASES,
  renamedSummary,
  type DocVersion,
  type ReleaseFacts,
} from '@site/src/data/versions';

/** A section of a version's docs: its first page (the first id the version has) and what it covers. */
interface Section {
  title: string;
  ids: readonly string[];
  about: (release: ReleaseFacts) => string;
}

const SECTIONS: readonly Section[] = [
  {
    title: 'Administration',
    ids: ['administration/install'],
    about: (r) =>
      r.renamed
        ? `Install a server (today the same installer gives ${r.renamed.to} on Ubuntu ${r.renamed.today.ubuntu}), open its firewall ports, add a TURN server, then configure, monitor and customise it.`
        : `Install a server on Ubuntu ${r.ubuntu.release} with ${r.installer.script}, open its firewall ports, add a TURN server, then configure, monitor and customise it.`,
  },
  {
    title: 'Development',
    ids: ['development/guide'],
    about: () =>
      'Set up a development environment and build the components, call the HTTP API, receive webhooks and process recordings.',
  },
  {
    title: 'Greenlight',
    ids: ['greenlight/v3/install'],
    about: () => 'Install Greenlight v3, sign users in through an identity provider, customise it and migrate to it.',
  },
  {
    title: 'Teaching',
    ids: ['teaching', 'teaching/index'],
    about: () =>
      'How teachers and students use the client: audio and video, slides, the whiteboard, polls and breakout rooms.',
  },
  {
    title: 'Accessibility',
    ids: ['accessibility', 'accessiblity'],
    about: () =>
      'What the client offers readers of screens and keyboards: screen readers, shortcuts, contrast, captions.',
  },
  {
    title: 'Plugins',
    ids: ['plugins'],
    about: () => 'Extend the HTML5 client with plugins loaded per meeting.',
  },
  {
    title: 'New features',
    ids: ['new-features'],
    about: (r) => `What changed in BigBlueButton ${r.release}.`,
  },
  {
    title: 'Release notes',
    ids: ['release-notes'],
    about: (r) => `The point releases of the ${r.release} line and what to check when upgrading.`,
  },
  {
    title: 'Support',
    ids: ['support/getting-help'],
    about: () => 'Where to ask for help, the FAQ, troubleshooting and the road map.',
  },
];

/** The sections this version has, each linked to its first page. */
function sectionsOf(version: DocVersion): Array<{ section: Section; to: string }> {
  const ids = DOC_IDS[version];
  return SECTIONS.flatMap((section) => {
    const id = section.ids.find((candidate) => ids.includes(candidate));
    return id ? [{ section, to: docPath(version, id) }] : [];
  });
}

export interface VersionHomeProps {
  /** A version served under a prefix (not the latest, whose home is the landing page). */
  version: DocVersion;
}

/** The page at a version's prefix (`/2.6/`): which release it documents, and links to its sections. */
export default function VersionHome({ version }: VersionHomeProps): ReactNode {
  const release = RELEASES[version];
  const latest = RELEASES[LATEST_VERSION];
  const newer = compareVersions(version, LATEST_VERSION) > 0;
  return (
    <Layout
      title={`BigBlueButton ${release.release}`}
      description={`Documentation of BigBlueButton ${release.release} on Ubuntu ${release.ubuntu.release}: administration, development, Greenlight, teaching and support.`}
    >
      {/* `markdown`: the typography of the docs, underlined links included (links in text must not rely on colour). */}
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">{`BigBlueButton ${release.release} documentation`}</Heading>
        <p>
          These pages document BigBlueButton {release.release}, which runs on Ubuntu {release.ubuntu.release} (
          {release.ubuntu.codename}). The latest release is <Link to="/">BigBlueButton {latest.release}</Link>;{' '}
          {newer ? (
            <>read this version when you run {release.release} builds.</>
          ) : (
            <>
              read this version when your server runs {release.release} (<code>sudo bbb-conf --check</code> shows it).
            </>
          )}
        </p>
        {release.renamed && (
          <div className="alert alert--warning" role="note">
            {renamedSummary(release).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
        )}
        <ul>
          <li>
            Installer{release.renamed ? ' today' : ''}: <code>{release.installer.script}</code> with{' '}
            <code>-v {release.installer.versionFlag}</code>
          </li>
          <li>
            Room manager installed by <code>-g</code>: Greenlight {release.greenlight}
          </li>
          <li>
            {release.renamed ? 'Source of the last pre-release' : 'Source branch'} of bigbluebutton/bigbluebutton:{' '}
            <code>{release.devBranch}</code>
          </li>
        </ul>
        <Heading as="h2" id="sections">
          Sections
        </Heading>
        <ul>
          {sectionsOf(version).map(({ section, to }) => (
            <li key={section.title}>
              <Link to={to}>{section.title}</Link>: {section.about(release)}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

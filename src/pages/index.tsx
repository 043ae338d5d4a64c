import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

import AudienceCards from './_components/AudienceCards';
import VersionPicker from './_components/VersionPicker';
import styles from './index.module.css';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title} documentation
        </Heading>
        <p className={styles.heroLead}>
          {siteConfig.tagline} for BigBlueButton, the open-source virtual classroom, and Greenlight, its room manager.
          Written for teachers, administrators and developers.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/administration/install/">
            Install BigBlueButton 3.0
          </Link>
          <Link className="button button--secondary button--lg" to="/new-features/">
            What is new in 3.0
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description="Install, run, integrate and teach with BigBlueButton 3.0 and Greenlight v3: guides, API reference and troubleshooting."
    >
      <main>
        <Hero />
        <div className="container margin-vert--lg">
          <section aria-labelledby="audiences">
            <Heading as="h2" id="audiences">
              Where do you want to start?
            </Heading>
            <AudienceCards />
          </section>

          <section aria-labelledby="whats-new" className="margin-top--xl">
            <Heading as="h2" id="whats-new">
              New in BigBlueButton 3.0
            </Heading>
            <ul className={styles.news}>
              <li>A faster client: the Meteor server and MongoDB gave way to a GraphQL layer backed by PostgreSQL.</li>
              <li>An infinite whiteboard built on tldraw v2, and chat messages you can edit, reply to and react to.</li>
              <li>Client plugins, loaded per meeting, to add your own features without forking the client.</li>
              <li>New layouts, an away status, push-to-talk and a session details dialog.</li>
            </ul>
            <p>
              <Link to="/new-features/">Read the full list of changes in 3.0</Link>.
            </p>
          </section>

          <section aria-labelledby="pick-version" className="margin-top--xl">
            <Heading as="h2" id="pick-version">
              Pick your version
            </Heading>
            <p>
              Read the docs of the release your server runs: commands, packages and API parameters differ between
              releases. Run <code>sudo bbb-conf --check</code> on the server to see its version, then choose it here or
              in the version menu at the top of every page.
            </p>
            <VersionPicker />
          </section>
        </div>
      </main>
    </Layout>
  );
}

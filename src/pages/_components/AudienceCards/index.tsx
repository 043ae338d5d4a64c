import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

export interface Audience {
  title: string;
  to: string;
  description: string;
  cta: string;
}

/** Entry points on the home page, one per kind of reader. */
export const AUDIENCES: readonly Audience[] = [
  {
    title: 'Teach and learn',
    to: '/teaching/',
    description:
      'Join a session, share slides and your screen, run polls and breakout rooms, and keep students engaged.',
    cta: 'Open the teacher and student guide',
  },
  {
    title: 'Run a server',
    to: '/administration/install/',
    description:
      'Install BigBlueButton 3.0 on Ubuntu 22.04 with one script, open the right ports, add a TURN server and tune it.',
    cta: 'Install BigBlueButton',
  },
  {
    title: 'Integrate and develop',
    to: '/development/api/',
    description:
      'Create and join meetings from your own application with the checksum-secured HTTP API, webhooks and recordings.',
    cta: 'Read the API reference',
  },
  {
    title: 'Greenlight rooms',
    to: '/greenlight/v3/install/',
    description:
      'Give users a friendly front end with rooms, recordings and sign-in through OpenID Connect or Keycloak.',
    cta: 'Install Greenlight v3',
  },
  {
    title: 'Build plugins',
    to: '/plugins/',
    description: 'Extend the HTML5 client with your own buttons, panels and data channels using the plugin SDK.',
    cta: 'Start with plugins',
  },
];

export default function AudienceCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {AUDIENCES.map((audience) => (
        <li key={audience.to} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {audience.title}
          </Heading>
          <p>{audience.description}</p>
          <Link to={audience.to} className={styles.link}>
            {audience.cta}
          </Link>
        </li>
      ))}
    </ul>
  );
}

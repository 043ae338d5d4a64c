import type { Navbar } from '@docusaurus/theme-common';

/** Top navigation (docs/requirements.md#navigation): seven entries in order, then the version and language dropdowns and the source link. */
export const navbar = {
  title: 'BigBlueButton',
  logo: {
    alt: 'BigBlueButton logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {
      label: 'Teaching',
      href: 'https://bigbluebutton.org/teachers/tutorials/',
      position: 'left',
    },
    // `type: 'doc'` links follow the version being read.
    { type: 'doc', docId: 'development/guide', label: 'Development', position: 'left' },
    { type: 'doc', docId: 'administration/install', label: 'Administration', position: 'left' },
    { type: 'doc', docId: 'greenlight/v3/install', label: 'Greenlight', position: 'left' },
    { type: 'doc', docId: 'new-features', label: 'New Features', position: 'left' },
    { type: 'doc', docId: 'plugins', label: 'Plugins', position: 'left' },
    { type: 'doc', docId: 'support/getting-help', label: 'Support', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'localeDropdown', position: 'right' },
    {
      href: 'https://github.com/bigbluebutton/bigbluebutton',
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'BigBlueButton source code on GitHub',
    },
  ],
} satisfies Navbar;

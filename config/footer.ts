import type { Footer } from '@docusaurus/theme-common';

/** Footer (docs/requirements.md#navigation): product, community, support, resources and social groups. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Product',
      items: [{ label: 'Source code on GitHub', href: 'https://github.com/bigbluebutton/bigbluebutton' }],
    },
    {
      title: 'Community',
      items: [
        { label: 'Setup forum', href: 'https://groups.google.com/g/bigbluebutton-setup' },
        { label: 'Users forum', href: 'https://groups.google.com/g/bigbluebutton-users' },
        { label: 'Developers forum', href: 'https://groups.google.com/g/bigbluebutton-dev' },
      ],
    },
    {
      title: 'Support',
      items: [
        { label: 'Road map', to: '/support/road-map/' },
        { label: 'FAQ', to: '/support/faq/' },
        { label: 'Getting help', to: '/support/getting-help/' },
        { label: 'Troubleshooting', to: '/support/troubleshooting/' },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Knowledge base', href: 'https://support.bigbluebutton.org/' },
        { label: 'Tutorial videos', href: 'https://bigbluebutton.org/teachers/tutorials/' },
      ],
    },
    {
      title: 'Social',
      items: [
        { label: 'YouTube', href: 'https://www.youtube.com/@BigBlueButtonOfficial' },
        { label: 'X (Twitter)', href: 'https://x.com/bigbluebutton' },
        { label: 'Facebook', href: 'https://www.facebook.com/bigbluebutton' },
      ],
    },
  ],
  copyright: `Copyright © 2025 BigBlueButton Inc. Documentation licensed under LGPL-3.0.`,
} satisfies Footer;

/**
 * The not-found page's content (swizzled from Docusaurus 3.7.0's
 * NotFound/Content, a presentational component meant to be replaced).
 * CUSTOM CODE: the page offers the reader a way on with PageFinder.
 */
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type { ReactNode } from 'react';

import PageFinder from '@site/src/components/PageFinder';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or it may belong to a
            release that does not have it.
          </p>
          <PageFinder />
        </div>
      </div>
    </main>
  );
}

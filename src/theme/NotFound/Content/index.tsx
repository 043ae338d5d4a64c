/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// CUSTOM CODE START: where this file comes from
// Ejected from @docusaurus/theme-classic 3.7.0, src/theme/NotFound/Content/index.tsx. A presentational
// component meant to be replaced; outside the CUSTOM CODE blocks it is upstream's file byte for byte; a
// block's "// - " lines are the upstream lines it replaces (tests/unit/theme-ejected.test.ts checks both;
// UPGRADING.md says how to carry an upgrade over). The page offers the reader a way on with PageFinder: the
// page in other versions, the closest pages and a pre-filled search.
// CUSTOM CODE END
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// CUSTOM CODE START: the page finder
import PageFinder from '@site/src/components/PageFinder';
// CUSTOM CODE END

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    // CUSTOM CODE START: a mark that says the HTML is a not-found page (plugins/version-not-found/client.ts reads it)
// -     <main className={clsx('container margin-vert--xl', className)}>
    <main
      className={clsx('container margin-vert--xl', className)}
      data-not-found-page="">
    {/* CUSTOM CODE END */}
      <div className="row">
        {/* CUSTOM CODE START: a wider column for the page finder */}
        {
// -         <div className="col col--6 col--offset-3">
        }
        <div className="col col--8 col--offset-2">
        {/* CUSTOM CODE END */}
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          {/* CUSTOM CODE START: why the page may be missing, and the page finder */}
          {
// -           <p>
// -             <Translate
// -               id="theme.NotFound.p1"
// -               description="The first paragraph of the 404 page">
// -               We could not find what you were looking for.
// -             </Translate>
// -           </p>
// -           <p>
// -             <Translate
// -               id="theme.NotFound.p2"
// -               description="The 2nd paragraph of the 404 page">
// -               Please contact the owner of the site that linked you to the
// -               original URL and let them know their link is broken.
// -             </Translate>
// -           </p>
          }
          <p>
            There is no page at this address. It may have moved when the docs
            were reorganised, or it may belong to a release that does not have
            it.
          </p>
          <PageFinder />
          {/* CUSTOM CODE END */}
        </div>
      </div>
    </main>
  );
}

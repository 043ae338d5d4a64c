/**
 * Runs once, before the router reads the address (client modules load before
 * the app renders): an address with repeated slashes, `//x/` or `/a//b/`,
 * which a host that does not collapse them answered with a page, is replaced
 * by its one-slash form, so that the router matches the page the HTML holds
 * and hydration finds what the build rendered (the servers we ship answer
 * such addresses with a 301 instead, deploy/nginx and scripts/serve.mjs).
 * When the host answered with a not-found page, the one-slash address is
 * loaded instead, as a 301 would: it may name a page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { collapseSlashes } from '../../src/lib/docRoutes';

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const collapsed = collapseSlashes(pathname);
  if (collapsed !== pathname) {
    const target = `${collapsed}${search}${hash}`;
    if (document.querySelector('[data-not-found-page]')) window.location.replace(target);
    else window.history.replaceState(window.history.state, '', target);
  }
}

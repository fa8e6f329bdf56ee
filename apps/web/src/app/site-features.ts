import { accountsFeature } from '@kickoff/accounts';
import { lazyCouponFeature } from '@kickoff/coupon';
import { lazyRemoteAppsFeature } from '@kickoff/remote-apps';
import { sessionFeature } from '@kickoff/session';
import { sessionFormsFeature } from '@kickoff/session-forms';
import { shellFeature } from '@kickoff/shell-routing';
import type { Feature } from '@kickoff/store';
import { userConfigFeature } from '@kickoff/user-config';

/**
 * The site's features, in the order they install (each may read at install time only the ports of those above it;
 * inside effects any installed feature's ports may be read). Each brings everything it adds to the site: slices,
 * listeners, pages, guards, slot parts, head tags, shared answers and third parties.
 * 1. shell-routing: the update notice, the current route everyone asks about, the home page, the pages' head;
 * 2. session: who is signed in; provides the shell's sign-in link and the platform's captcha and terms hooks;
 * 3. session forms: a chunk of their own, loaded the first time a form, a captcha or the login guard needs them;
 * 4. accounts: the player's balances and active account (refreshed on sign-in, switch, visibility, placement);
 * 5. coupon: the bets, restored from storage and shared between tabs; a chunk of its own, installed right after the
 *    start (no first paint needs it; until then it reads as empty, and what is sent to it waits for it);
 * 6. user config: the player's config (reloaded on sign-in) and the preferences; tells the coupon the odds format,
 *    offers the accounts' header its hide-balance setting and the bridge the preferences;
 * 7. remote apps: remote pages and the host bridge, which reads the coupon, the session, the forms and the preferences;
 *    a chunk of its own, installed by the first remote page.
 */
export const siteFeatures: readonly Feature[] = [
  shellFeature,
  sessionFeature,
  sessionFormsFeature,
  accountsFeature,
  lazyCouponFeature,
  userConfigFeature,
  lazyRemoteAppsFeature,
];

import { accountsFeature } from '@kickoff/accounts';
import { couponFeature } from '@kickoff/coupon';
import { remoteAppsFeature } from '@kickoff/remote-apps';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { defineLazyFeature, type Feature } from '@kickoff/store';

/**
 * The site's features, in the order they install (each may read at install time only the ports of those above it;
 * inside effects any installed feature's ports may be read):
 * 1. shell-routing: the update notice and the current route everyone asks about;
 * 2. session: who is signed in; provides the shell's sign-in link and the platform's captcha and terms hooks;
 * 3. session forms: a chunk of their own, loaded the first time a form, a captcha or the login guard needs them;
 * 4. accounts: the player's balances and active account (refreshed on sign-in, switch, visibility, placement);
 * 5. coupon: the bets, restored from storage and shared between tabs;
 * 6. remote apps: remote pages and the host bridge, which reads the coupon, the session and the forms.
 * (`@kickoff/user-config` joins after coupon once its home-route weight is paid for: see its README.)
 */
export const siteFeatures: readonly Feature[] = [
  shellFeature,
  sessionFeature,
  defineLazyFeature('sessionForms', () => import('@kickoff/session-forms').then((forms) => forms.sessionFormsModule)),
  accountsFeature,
  couponFeature,
  remoteAppsFeature,
];

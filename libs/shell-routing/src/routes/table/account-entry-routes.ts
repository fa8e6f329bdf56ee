import { oneOf } from '../param-rules';
import type { RouteDefinition, RoutingSettings } from '../route-types';
import { NO_QUICK_COUPON, PRIVATE_PAGE } from './route-meta';

const registrationAllowed = { enabledBy: (settings: RoutingSettings) => settings.isRegistrationEnabled } as const;

/** SR-022, SR-029, SR-074, SR-080, SR-081: signing in, signing up and the user section's links from e-mails. */
export const ACCOUNT_ENTRY_ROUTES: readonly RouteDefinition[] = [
  { name: 'login', path: 'user/login', access: 'anonymous', meta: { ...NO_QUICK_COUPON, opensAsModal: 'login' } },
  {
    name: 'registration',
    path: 'registration/:type?',
    access: 'anonymous',
    meta: { ...NO_QUICK_COUPON, opensAsModal: 'registration', hideBottomNavigationWhenTest: 'hideNavOnRegistration' },
    area: 'registration',
    ...registrationAllowed,
  },
  {
    name: 'registration-old',
    path: 'registration-old',
    access: 'anonymous',
    meta: NO_QUICK_COUPON,
    area: 'registration',
    ...registrationAllowed,
  },
  { name: 'user-accountverify', path: 'user/accountverify', meta: PRIVATE_PAGE },
  {
    name: 'user-activatefast',
    path: 'user/:type',
    params: { type: oneOf('activatefast', 'activate') },
    meta: PRIVATE_PAGE,
  },
  { name: 'user-passwordreset', path: 'user/passwordreset', meta: PRIVATE_PAGE },
  { name: 'user-stopnewsletter', path: 'user/stopnewsletter', meta: PRIVATE_PAGE },
];

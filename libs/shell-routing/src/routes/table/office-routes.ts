import type { RouteDefinition, RoutingSettings } from '../route-types';
import { PRIVATE_PAGE } from './route-meta';

/**
 * SR-064, SR-065: the office's pages, in the spec's order. All name the `office` remote app; the host renders
 * those its own libs implement instead — `office/account` (@kickoff/accounts) and `office/settings`
 * (@kickoff/user-config), `office/responsible` with the limits lib — by giving the route a page in the app's
 * page registry (a page there wins over the remote app). The others stay remote.
 */
export const OFFICE_CHILDREN = [
  'account',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  'bonuses/deposit',
  'bonuses/wager',
  'casino/vipcashback',
  'casino/premiumcashback',
  'deduce',
  'promotion',
  'bringfriend',
  'support',
  'rewards',
  'verification',
  'identification',
  'share-idea',
  'payment/requests',
  'payment/create-request',
  'payment/create-request/topic',
  'payment/create-request/transaction',
] as const;

/** SR-066 */
const ENABLED_BY: Partial<Record<(typeof OFFICE_CHILDREN)[number], (settings: RoutingSettings) => boolean>> = {
  identification: (settings) => settings.isIdentificationEnabled,
};

const signedIn = { access: 'authenticated', meta: PRIVATE_PAGE } as const;

export const OFFICE_ROUTES: readonly RouteDefinition[] = [
  ...OFFICE_CHILDREN.map((child): RouteDefinition => ({
    name: `office-${child.replaceAll('/', '-')}`,
    path: `office/${child}`,
    area: 'office',
    remoteApp: 'office',
    enabledBy: ENABLED_BY[child],
    ...signedIn,
  })),
  { name: 'block-appeal-history', path: 'block-appeal-history', layout: 'blocked', remoteApp: 'office', ...signedIn },
  { name: 'bets-history', path: 'bets/history/:section?', remoteApp: 'office', ...signedIn },
  // doc 000 §2.4 "other account-related names": they live in the authentication app's account area.
  {
    name: 'convert-account',
    path: 'convert-account',
    access: 'account-area',
    remoteApp: 'auth-app',
    meta: PRIVATE_PAGE,
  },
  { name: 'auth-app', path: 'auth/*', remoteApp: 'auth-app', meta: PRIVATE_PAGE },
];

import { switchedOn } from '../enabled-by';
import type { RouteDefinition } from '../route-types';
import { NO_QUICK_COUPON } from './route-meta';

/** SR-070: information pages without rules of their own; each page's name is its slug. */
const PLAIN_PAGES = [
  'contacts',
  'about',
  'howbet',
  'cookies',
  'ussdInstruction',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;

const information = { area: 'information', meta: NO_QUICK_COUPON } as const;

export const INFORMATION_ROUTES: readonly RouteDefinition[] = [
  // SR-071: the only page the spec turns on explicitly.
  { name: 'rules', path: 'information/rules/:ruleGroup/:chapter?', enabledBy: switchedOn('rules'), ...information },
  // SR-072, SR-073
  {
    name: 'payment',
    path: 'information/payment',
    enabledBy: (settings) => settings.isPaymentRouteEnabled,
    access: (settings) => (settings.isPaymentAuthRequired ? 'authenticated' : 'any'),
    ...information,
  },
  ...PLAIN_PAGES.map((page): RouteDefinition => ({ name: page, path: `information/${page}`, ...information })),
];

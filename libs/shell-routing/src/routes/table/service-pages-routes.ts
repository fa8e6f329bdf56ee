import type { RouteDefinition } from '../route-types';
import { PRIVATE_PAGE } from './route-meta';

/** doc 000 §2.5, §4.7: where blocking reasons send the visitor (the blocking lib renders them). */
export const BLOCKING_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;

/** SR-077: what a payment provider sends the player back to. */
export const PAYMENT_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;

export const SERVICE_PAGES_ROUTES: readonly RouteDefinition[] = [
  { name: 'maintenance', path: 'maintenance', layout: 'maintenance', meta: PRIVATE_PAGE },
  ...BLOCKING_PAGES.map((page): RouteDefinition => ({ name: page, path: page, layout: 'blocked', meta: PRIVATE_PAGE })),
  ...PAYMENT_RESULTS.flatMap((result): RouteDefinition[] => [
    { name: `onpay-${result}`, path: `onpay/${result}`, layout: 'empty', meta: PRIVATE_PAGE },
    { name: `onpay-withdraw-${result}`, path: `onpay/withdraw/${result}`, layout: 'empty', meta: PRIVATE_PAGE },
  ]),
];

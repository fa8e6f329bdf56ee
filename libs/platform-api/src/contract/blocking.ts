import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { defineCall } from './define-call';

/*
 * Region blocking and the redirect service (doc 001 §3, §7). The block answer's ids are not explained by
 * the spec; Kickoff reads `templateTypeId` as the blocking reason code of doc 000 §4.7 and `displayTypeId`
 * as whether to block at all.
 */

/** doc 000 §4.7 blocking reason codes → blocking page. */
export const BLOCK_REASON_PAGES = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
} as const;

/** `displayTypeId`: 0 the page is open, 1 show the blocking page of `templateTypeId`. */
export const BLOCK_DISPLAY_TYPE = { none: 0, page: 1 } as const;

export const BlockResultSchema = lazySchema(() =>
  z.looseObject({
    displayTypeId: z.int().check(z.nonnegative()),
    templateTypeId: z.int().check(z.nonnegative()),
  }),
);
export type BlockResult = z.infer<typeof BlockResultSchema>;

/** doc 001 §3 redirect result; `breadcrumbs` are the URLs already visited, for cycle detection. */
export const RedirectResultSchema = lazySchema(() =>
  z.looseObject({
    redirect: z.boolean(),
    code: z.int(),
    url: z.nullable(z.string()),
    reasons: z.array(z.string()),
    breadcrumbs: z.array(z.string()),
  }),
);
export type RedirectResult = z.infer<typeof RedirectResultSchema>;

export const redirectLight = defineCall({
  name: 'redirectLight',
  method: 'POST',
  path: '/redirects-api/api/v1/redirect-light',
  body: lazySchema(() => z.object({ url: z.string().check(z.minLength(1)) })),
  response: RedirectResultSchema,
  auth: 'none',
  origin: 'spec',
  doc: 'doc 001 §3, §7: `url` = the current page URL. redirect true → follow `url` (HTTP-like `code`, e.g. 301/302) unless cyclic. Only in production or with the redirect-service query parameter; retried 5× at 1 s.',
});

export const blockCheck = defineCall({
  name: 'blockCheck',
  method: 'POST',
  path: '/blocks-api/api/v2/block',
  body: lazySchema(() => z.object({ url: z.string().check(z.minLength(1)) })),
  response: BlockResultSchema,
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §3, §7 (auth): bearer when the visitor has a token; anonymous visitors are checked too, without it. displayTypeId 1 → blocking page of reason templateTypeId (BLOCK_REASON_PAGES). Retried 2× at 100 ms.',
});

export const blockingCalls = [redirectLight, blockCheck] as const;

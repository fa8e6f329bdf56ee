import type { CouponErrorCode } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import type { PlacementBlockerKind } from './placement-blockers';
import { placementResources } from './placement-resources';
import type { PlacementFailureKind } from './placement-slice';
import { refusalMessageKey } from './refusal';

// Typed as complete records: a code, kind or failure added to the contract or the selector fails the typecheck here.
const REFUSAL_CODES = Object.keys({
  coef_changed: 1,
  bet_blocked: 1,
  game_finished: 1,
  insufficient_funds: 1,
  amount_below_min: 1,
  amount_above_max: 1,
  self_excluded: 1,
  account_frozen: 1,
  invalid_coupon: 1,
} satisfies Record<CouponErrorCode, 1>) as CouponErrorCode[];
const BLOCKER_KINDS = Object.keys({
  signInRequired: 1,
  placing: 1,
  selfExcluded: 1,
  empty: 1,
  noAccount: 1,
  betsLocked: 1,
  changesToAccept: 1,
  noSystem: 1,
  noAmount: 1,
  amountUnreadable: 1,
  amountTooLow: 1,
  amountTooHigh: 1,
} satisfies Record<PlacementBlockerKind, 1>);
const FAILURE_KINDS = Object.keys({ network: 1, server: 1, timeout: 1 } satisfies Record<PlacementFailureKind, 1>);

describe("the placement's words", () => {
  const keys = [
    ...REFUSAL_CODES.map(refusalMessageKey),
    ...BLOCKER_KINDS.map((kind) => `coupon_blocker_${kind}`),
    ...FAILURE_KINDS.map((kind) => `coupon_failure_${kind}`),
  ];

  it.each(['ru', 'en'] as const)(
    'every refusal code of the contract, every blocker and every failure has its own text in %s',
    (language) => {
      const texts: Record<string, string> = placementResources[language];
      for (const key of keys) expect(texts[key], key).toMatch(/\S/);
      expect(new Set(REFUSAL_CODES.map((code) => texts[refusalMessageKey(code)])).size).toBe(REFUSAL_CODES.length);
    },
  );

  it('ru and en hold the same keys with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    expect(Object.keys(placementResources.ru).sort()).toEqual(Object.keys(placementResources.en).sort());
    for (const [key, text] of Object.entries(placementResources.ru))
      expect(placeholders(text), key).toEqual(
        placeholders(placementResources.en[key as keyof typeof placementResources.en]),
      );
  });
});

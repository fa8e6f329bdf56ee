import type { CouponPayload } from '@kickoff/platform-api';

/**
 * What the player decided: who bets from which account, on which bets (blocks, bankers), with which stake. The
 * coefficients are left out on purpose: they drift under the live poll, so two tabs (or a tab before and after
 * a timeout) holding the same coupon would otherwise send different keys and place it twice. So are the
 * acceptance settings, which the platform judges on its side.
 */
function decisionOf(payload: CouponPayload, addedAtByBetId: Readonly<Record<string, number>>): unknown[] {
  return [
    payload.userId,
    payload.accountId,
    payload.typeId,
    payload.systemValue,
    payload.amount,
    Object.entries(payload.amountByBlockId).sort(([a], [b]) => a.localeCompare(b)),
    // when each bet joined the coupon: the same bets added again after a placement are another coupon
    payload.bets.map((bet) => [bet.marketId, bet.blockId, bet.isBanker === true, addedAtByBetId[bet.marketId] ?? 0]),
    payload.isVipBet === true,
    payload.promoCode ?? '',
    payload.bonusBetCoef ?? 0,
  ];
}

/** cyrb53: a fast, well-spread 53-bit string hash (not cryptographic; the key only needs to tell decisions apart). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The placement's idempotency key: a function of the coupon's content alone (the player's decision, and when each
 * bet joined the coupon) and, for a coupon the player fixed (placed again and again), how many times that content was
 * placed. Nothing a tab keeps to itself goes in: every tab, before or after a reload, computes the same key for the
 * same coupon with no storage to agree on (Chromium's localStorage reaches another tab's process late, so a random
 * nonce made under a lock could still be read as missing there). The same coupon pressed twice, retried, placed from
 * two tabs at once, or pressed again after a reload gets the same key, and the platform places it once; the same bets
 * added again after a placement joined later and get a new one. 106 bits, 22 characters.
 */
export function refIdOf(
  payload: CouponPayload,
  addedAtByBetId: Readonly<Record<string, number>> = {},
  generation = 0,
): string {
  const text = JSON.stringify([decisionOf(payload, addedAtByBetId), generation]);
  return [1, 2].map((seed) => hash53(text, seed).toString(36).padStart(11, '0')).join('');
}

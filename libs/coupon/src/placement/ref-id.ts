import type { CouponPayload } from '@kickoff/platform-api';

/**
 * What the player decided: who bets from which account, on which bets (blocks, bankers), with which stake. The
 * coefficients are left out on purpose: they drift under the live poll, so two tabs (or a tab before and after
 * a timeout) holding the same coupon would otherwise send different keys and place it twice. So are the
 * acceptance settings, which the platform judges on its side.
 */
function decisionOf(payload: CouponPayload): unknown[] {
  return [
    payload.userId,
    payload.accountId,
    payload.typeId,
    payload.systemValue,
    payload.amount,
    Object.entries(payload.amountByBlockId).sort(([a], [b]) => a.localeCompare(b)),
    payload.bets.map((bet) => [bet.marketId, bet.blockId, bet.isBanker === true]),
    payload.isVipBet === true,
    payload.promoCode ?? '',
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
 * The placement's idempotency key: a function of the decision and the browser's placement nonce (renewed after
 * every success). The same coupon pressed twice, retried after a timeout, placed from two tabs at once, or placed
 * again after a reload before any success gets the same key, and the platform places it once; the same bets
 * placed again after a success get a new one. 106 bits, 22 characters.
 */
export function refIdOf(payload: CouponPayload, nonce: string): string {
  const text = JSON.stringify([nonce, decisionOf(payload)]);
  return [1, 2].map((seed) => hash53(text, seed).toString(36).padStart(11, '0')).join('');
}

import type { KeyValueStorage } from '@kickoff/runtime';
import { z } from 'zod/mini';

/** Shared by the site's tabs through localStorage: it is read at the moment of each press, never cached. */
export const PLACEMENT_LEDGER_KEY = 'kickoff:coupon-placement';
/** Enough to recognise a repeat answer from another tab; older ones can no longer arrive. */
const REMEMBERED_PLACEMENTS = 20;

/** Built at the first press, not when the placement chunk is evaluated. */
const LedgerSchema = z.lazy(() => z.object({ nonce: z.string().check(z.minLength(1)), placed: z.array(z.string()) }));
type Ledger = z.infer<typeof LedgerSchema>;

/** 128 random bits as hex, from the platform's crypto at call time (never at import). */
export const randomNonce = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

export interface PlacementLedger {
  /** The browser's current placement nonce (made on first use). */
  nonce(): string;
  /**
   * Records placed refIds and renews the nonce (unless `keepNonce`: part of the attempt went unanswered, and the same
   * decision pressed again, after a reload too, must find the same refId); false when every one of them was recorded
   * already (another tab heard the same answer first and has told analytics and scheduled the notifications).
   */
  recordPlaced(refIds: readonly string[], options?: { keepNonce?: boolean }): boolean;
}

/** The placement nonce and the recently placed refIds, in the site's localStorage (not part of the saved coupon, CPN-003). */
export function placementLedger(storage: KeyValueStorage, makeNonce: () => string = randomNonce): PlacementLedger {
  const read = (): Ledger | null => {
    try {
      const parsed = LedgerSchema.safeParse(JSON.parse(storage.getItem(PLACEMENT_LEDGER_KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const write = (ledger: Ledger) => storage.setItem(PLACEMENT_LEDGER_KEY, JSON.stringify(ledger));
  return {
    nonce() {
      const ledger = read();
      if (ledger) return ledger.nonce;
      const fresh = { nonce: makeNonce(), placed: [] };
      write(fresh);
      return fresh.nonce;
    },
    recordPlaced(refIds, { keepNonce = false } = {}) {
      const ledger = read();
      const placed = ledger?.placed ?? [];
      const news = refIds.filter((refId) => !placed.includes(refId));
      if (news.length === 0) return false;
      write({
        nonce: keepNonce && ledger ? ledger.nonce : makeNonce(),
        placed: [...placed, ...news].slice(-REMEMBERED_PLACEMENTS),
      });
      return true;
    },
  };
}

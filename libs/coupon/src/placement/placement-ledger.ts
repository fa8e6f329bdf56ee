import type { KeyValueStorage, TabLocks } from '@kickoff/runtime';
import { z } from 'zod/mini';

/** Shared by the site's tabs through localStorage: it is read at the moment of each press, never cached. */
export const PLACEMENT_LEDGER_KEY = 'kickoff:coupon-placement';
/** The lock every tab takes to read or make the nonce, so two tabs pressing at once never make two. */
export const PLACEMENT_LOCK = 'kickoff:coupon-placement';
/** Enough to recognise a repeat answer from another tab, and a fixed coupon's earlier placements. */
const REMEMBERED_PLACEMENTS = 50;

/** Built at the first press, not when the placement chunk is evaluated. */
const LedgerSchema = z.lazy(() => z.object({ nonce: z.string().check(z.minLength(1)), placed: z.array(z.string()) }));
type Ledger = z.infer<typeof LedgerSchema>;

/** 128 random bits as hex, from the platform's crypto at call time (never at import). */
export const randomNonce = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** The coupon's saved record as it must be once a placement emptied it, written with the placement (persistence). */
export interface EmptiedCouponWrite {
  key: string;
  record: string;
}

export interface PlacementLedger {
  /** The browser's placement nonce: made once, under the tabs' lock, and the same in every tab ever after. */
  nonce(): Promise<string>;
  /** Whether the platform already placed this refId (heard by this browser). */
  isPlaced(refId: string): boolean;
  /**
   * Records placed refIds; with `emptied`, the coupon's saved record is replaced in the same synchronous step, so no
   * reload can find the placed bets back. False when every refId was recorded already (another tab heard the same
   * answer first and has told analytics and scheduled the notifications).
   */
  recordPlaced(refIds: readonly string[], emptied?: EmptiedCouponWrite): boolean;
}

/** The placement nonce and the recently placed refIds, in the site's localStorage (not part of the saved coupon, CPN-003). */
export function placementLedger(
  storage: KeyValueStorage,
  locks: TabLocks,
  makeNonce: () => string = randomNonce,
): PlacementLedger {
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
    nonce: () =>
      locks.request(PLACEMENT_LOCK, () => {
        const ledger = read();
        if (ledger) return ledger.nonce;
        const fresh = { nonce: makeNonce(), placed: [] };
        write(fresh);
        return fresh.nonce;
      }),
    isPlaced: (refId) => read()?.placed.includes(refId) ?? false,
    recordPlaced(refIds, emptied) {
      // No await from the answer to here: the emptied coupon and the record land in one task, before any reload.
      if (emptied) storage.setItem(emptied.key, emptied.record);
      const ledger = read();
      const placed = ledger?.placed ?? [];
      const news = refIds.filter((refId) => !placed.includes(refId));
      if (news.length === 0) return false;
      write({ nonce: ledger?.nonce ?? makeNonce(), placed: [...placed, ...news].slice(-REMEMBERED_PLACEMENTS) });
      return true;
    },
  };
}

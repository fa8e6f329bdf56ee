import type { KeyValueStorage, TabLocks } from '@kickoff/runtime';
import { z } from 'zod/mini';

/** Shared by the site's tabs through localStorage: it is read at the moment of each press, never cached. */
export const PLACEMENT_LEDGER_KEY = 'kickoff:coupon-placement';
/** The lock every tab takes to read the placed refIds and pick a fixed coupon's next identity. */
export const PLACEMENT_LOCK = 'kickoff:coupon-placement';
/** Enough to recognise a repeat answer from another tab, and a fixed coupon's earlier placements. */
const REMEMBERED_PLACEMENTS = 50;

/** Built at the first press, not when the placement chunk is evaluated. */
const LedgerSchema = z.lazy(() => z.object({ placed: z.array(z.string()) }));
type Ledger = z.infer<typeof LedgerSchema>;

/** The coupon's saved record as it must be once a placement emptied it, written with the placement (persistence). */
export interface EmptiedCouponWrite {
  key: string;
  record: string;
}

export interface PlacementLedger {
  /**
   * The refId a press sends, `refIdAt(generation)`: generation 0, or for a fixed coupon (placed again and again) the
   * first generation this browser has not placed yet; read under the tabs' lock, so tabs pressing together agree.
   */
  identity(refIdAt: (generation: number) => string, options: { isFixed: boolean }): Promise<string>;
  /**
   * Records placed refIds; with `emptied`, the coupon's saved record is replaced in the same synchronous step, so no
   * reload can find the placed bets back. False when every refId was recorded already (another tab heard the same
   * answer first and has told analytics and scheduled the notifications).
   */
  recordPlaced(refIds: readonly string[], emptied?: EmptiedCouponWrite): boolean;
}

/** The recently placed refIds, in the site's localStorage (not part of the saved coupon, CPN-003). */
export function placementLedger(storage: KeyValueStorage, locks: TabLocks): PlacementLedger {
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
    identity: (refIdAt, { isFixed }) =>
      locks.request(PLACEMENT_LOCK, () => {
        const placed = read()?.placed ?? [];
        let generation = 0;
        while (isFixed && placed.includes(refIdAt(generation))) generation += 1;
        return refIdAt(generation);
      }),
    recordPlaced(refIds, emptied) {
      // No await from the answer to here: the emptied coupon and the record land in one task, before any reload.
      if (emptied) storage.setItem(emptied.key, emptied.record);
      const ledger = read();
      const placed = ledger?.placed ?? [];
      const news = refIds.filter((refId) => !placed.includes(refId));
      if (news.length === 0) return false;
      write({ placed: [...placed, ...news].slice(-REMEMBERED_PLACEMENTS) });
      return true;
    },
  };
}

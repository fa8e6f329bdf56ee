import fc from 'fast-check';
import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { createCouponTestStore, settle } from '../testing/coupon-test-store';
import { COUPON_TYPE } from '../domain/coupon-type';
import { SavedCouponSchema } from './bet-schema';
import { couponActions } from './coupon-slice';
import { selectCoupon } from './selectors';

const KEY = 'persist:coupon';

/** Storage as redux-persist writes it: a JSON object whose values are JSON strings. */
function saved(fields: Record<string, unknown>, version: number | null = 1): string {
  const entries = Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)]);
  if (version !== null) entries.push(['_persist', JSON.stringify({ version, rehydrated: true })]);
  return JSON.stringify(Object.fromEntries(entries));
}

async function reload(storage: ReturnType<typeof memoryStorage>) {
  const next = createCouponTestStore({ storage });
  await next.restored();
  return next;
}

describe('coupon persistence', () => {
  it('[CPN-003] saves only bets, addedAtByBetId, typeId and systemValue, and restores them after a reload', async () => {
    const first = createCouponTestStore();
    await first.restored();
    betsWithCoefs(1.5, 2, 2.5, 3).forEach((bet, index) => first.store.dispatch(couponActions.betAdded({ bet, addedAt: 100 + index })));
    first.store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    first.store.dispatch(couponActions.systemValueChanged(3));
    first.store.dispatch(couponActions.amountChanged(250));
    first.store.dispatch(couponActions.promoCodeChanged('SPRING'));
    first.store.dispatch(couponActions.tabChanged(2));
    await first.persistor.flush();

    const written = JSON.parse(first.storage.getItem(KEY)!) as Record<string, string>;
    expect(Object.keys(written).sort()).toEqual(['_persist', 'addedAtByBetId', 'bets', 'systemValue', 'typeId']);
    expect(JSON.parse(written['_persist']!)).toMatchObject({ version: 1 });

    const second = await reload(first.storage);
    expect(selectCoupon(second.store.getState())).toMatchObject({
      typeId: COUPON_TYPE.system,
      systemValue: 3,
      addedAtByBetId: { m1: 100, m2: 101, m3: 102, m4: 103 },
      amount: 0,
      promoCode: '',
      tab: 1,
    });
    expect(selectCoupon(second.store.getState()).bets.map((bet) => bet.market.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    // what follows the bets is rebuilt, not saved
    expect(selectCoupon(second.store.getState()).systemValues.map((value) => value.value)).toEqual([2, 3]);
    expect(second.logger.warnings).toEqual([]);
  });

  it('corrupted storage gives an empty coupon and a warning, and is replaced on the next save', async () => {
    const storage = memoryStorage({ [KEY]: '{not json' });
    const { store, persistor, logger } = await reload(storage);
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'x' }), addedAt: 1 }));
    await persistor.flush();
    expect(JSON.parse(JSON.parse(storage.getItem(KEY)!).bets)[0].market.id).toBe('x');
  });

  it('foreign data of the right keys but the wrong shape gives an empty coupon and a warning', async () => {
    const storage = memoryStorage({ [KEY]: saved({ bets: [{ id: 1 }], addedAtByBetId: {}, typeId: 0, systemValue: 2 }) });
    const { store, logger } = await reload(storage);
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    expect(logger.warnings[0]).toMatch(/unexpected shape/);
  });

  it('a coupon of an unknown type or a system value below 2 is not restored', async () => {
    for (const fields of [
      { bets: [], addedAtByBetId: {}, typeId: 3, systemValue: 2 },
      { bets: [], addedAtByBetId: {}, typeId: 4, systemValue: 1 },
    ]) {
      const { store, logger } = await reload(memoryStorage({ [KEY]: saved(fields) }));
      expect(selectCoupon(store.getState())).toMatchObject({ typeId: 0, systemValue: 2 });
      expect(logger.warnings).toHaveLength(1);
    }
  });

  it('a coupon saved by a newer version is not read (no downgrades): empty coupon and a warning', async () => {
    const storage = memoryStorage({ [KEY]: saved({ bets: [aBet()], addedAtByBetId: { m1: 1 }, typeId: 0, systemValue: 2 }, 7) });
    const { store, logger } = await reload(storage);
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    expect(logger.warnings[0]).toMatch(/version 7/);
  });

  it('an unversioned saved coupon goes through the migrations and is kept when valid', async () => {
    const storage = memoryStorage({ [KEY]: saved({ bets: [aBet({ id: 'old' })], addedAtByBetId: { old: 5 }, typeId: 0, systemValue: 2 }, null) });
    const { store, logger } = await reload(storage);
    expect(selectCoupon(store.getState()).bets.map((bet) => bet.market.id)).toEqual(['old']);
    expect(logger.warnings).toEqual([]);
  });

  it('a bet added before the saved coupon is read survives the restore', async () => {
    const storage = memoryStorage({ [KEY]: saved({ bets: [aBet({ id: 'saved' })], addedAtByBetId: { saved: 5 }, typeId: 0, systemValue: 2 }) });
    const next = createCouponTestStore({ storage });
    next.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'early' }), addedAt: 9 }));
    await next.restored();
    expect(selectCoupon(next.store.getState()).bets.map((bet) => bet.market.id)).toEqual(['saved', 'early']);
    expect(selectCoupon(next.store.getState()).typeId).toBe(COUPON_TYPE.express);
  });

  // 300 runs of junk: random JSON, random strings, and valid-looking coupons with random values.
  it('property (300 runs): whatever storage holds, the restored coupon is valid and nothing throws', async () => {
    const junkValue = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(null), fc.integer());
    const junk = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.dictionary(fc.constantFrom('bets', 'addedAtByBetId', 'typeId', 'systemValue', '_persist', 'other'), junkValue).map((fields) => saved(fields, null)),
      fc.record({ bets: fc.array(junkValue, { maxLength: 3 }), addedAtByBetId: fc.dictionary(fc.string(), junkValue), typeId: junkValue, systemValue: junkValue }).map((fields) => saved(fields)),
      fc.record({ typeId: fc.constantFrom(0, 1, 2, 4, 9), systemValue: fc.integer({ min: 2, max: 5 }) }).map((fields) => saved({ ...fields, bets: [aBet()], addedAtByBetId: { m1: 3 } })),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (text) => {
        const { store, persistor } = await reload(memoryStorage({ [KEY]: text }));
        const coupon = selectCoupon(store.getState());
        expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
        expect(Object.keys(coupon.addedAtByBetId).sort()).toEqual(coupon.bets.map((bet) => bet.market.id).sort());
        store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'after' }), addedAt: 10 }));
        await persistor.flush();
        await settle();
      }),
      { numRuns: 300 },
    );
  });
});

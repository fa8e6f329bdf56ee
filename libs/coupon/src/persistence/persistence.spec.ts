import fc from 'fast-check';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { createCouponSite, settle } from '../testing/coupon-site';
import { savedRecord } from '../testing/saved-record';
import { COUPON_TYPE } from '../domain/coupon-type';
import { SavedCouponSchema } from '../state/bet-schema';
import { couponActions } from '../state/coupon-slice';
import { selectCoupon, selectIsCouponRestored } from '../state/selectors';
import { selectIsCouponNotSavedNoticeShown } from './saving-slice';
import { COUPON_STORAGE_KEY as KEY } from './persisted-coupon';

/** One platform for every reload: the coupon makes no platform call here. */
const mock = createPlatformMock();

async function reload(storage: ReturnType<typeof memoryStorage>) {
  const next = createCouponSite({ storage, mock });
  await next.restored();
  return next;
}

const betIds = (site: ReturnType<typeof createCouponSite>) =>
  selectCoupon(site.store.getState()).bets.map((bet) => bet.market.id);

describe('coupon persistence', () => {
  it('[CPN-003] saves only bets, addedAtByBetId, typeId and systemValue, and restores them after a reload', async () => {
    const first = createCouponSite();
    await first.restored();
    betsWithCoefs(1.5, 2, 2.5, 3).forEach((bet, index) =>
      first.store.dispatch(couponActions.betAdded({ bet, addedAt: 100 + index })),
    );
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
    expect(betIds(second)).toEqual(['m1', 'm2', 'm3', 'm4']);
    // what follows the bets is rebuilt, not saved
    expect(selectCoupon(second.store.getState()).systemValues.map((value) => value.value)).toEqual([2, 3]);
    expect(second.warnings()).toEqual([]);
  });

  it('corrupted storage gives an empty coupon and a warning, and is replaced on the next save', async () => {
    const storage = memoryStorage({ [KEY]: '{not json' });
    const { store, persistor, warnings } = await reload(storage);
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    expect(warnings()).toHaveLength(1);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'x' }), addedAt: 1 }));
    await persistor.flush();
    expect(JSON.parse(JSON.parse(storage.getItem(KEY)!).bets)[0].market.id).toBe('x');
  });

  it('[issue 12.4] one bet with coef 0 beside a valid one drops only the bad bet, and says so', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({
        bets: [aBet({ id: 'bad', coef: 0 }), aBet({ id: 'good' })],
        addedAtByBetId: { bad: 1, good: 2 },
      }),
    });
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['good']);
    expect(site.warnings()).toEqual(['coupon: saved bet #0 dropped']);
  });

  it('[issue 12.4] [issue 28] a bad addedAtByBetId entry drops only that entry: its bet is kept, as added first', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({
        bets: [aBet({ id: 'a' }), aBet({ id: 'b' }), aBet({ id: 'c' })],
        addedAtByBetId: { a: 1, b: -5, c: 3 },
      }),
    });
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['b', 'a', 'c']);
    expect(selectCoupon(site.store.getState()).addedAtByBetId).toEqual({ a: 1, b: 0, c: 3 });
    expect(site.warnings()).toEqual(['coupon: saved bet b: its time dropped']);
  });

  it('[issue 28] a saved coupon whose only bet has the time "yesterday" is repaired, not wiped: the bet stays, also in storage', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({ bets: [aBet({ id: '1010201' })], addedAtByBetId: { '1010201': 'yesterday' } }),
    });
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['1010201']);
    expect(site.warnings()).toEqual(['coupon: saved bet 1010201: its time dropped']);
    site.store.dispatch(couponActions.typeChanged(0));
    await site.persistor.flush();
    const written = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(written['bets'] ?? '[]').map((bet: { market: { id: string } }) => bet.market.id)).toEqual([
      '1010201',
    ]);
    expect(JSON.parse(written['addedAtByBetId'] ?? '{}')).toEqual({ '1010201': 0 });
  });

  it('foreign data of the right keys but the wrong shape gives an empty coupon and a warning per bad part', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({ bets: [{ id: 1 }], addedAtByBetId: [], typeId: 'x', systemValue: 2 }),
    });
    const site = await reload(storage);
    expect(betIds(site)).toEqual([]);
    expect(site.warnings()).toEqual([
      'coupon: saved addedAtByBetId dropped',
      'coupon: saved bet #0 dropped',
      'coupon: saved typeId dropped',
    ]);
  });

  it("a coupon of an unknown type or a system value below 2 keeps its bets, with the new coupon's type and system value", async () => {
    for (const fields of [
      { typeId: 3, systemValue: 2 },
      { typeId: 0, systemValue: 1 },
    ]) {
      const site = await reload(
        memoryStorage({ [KEY]: savedRecord({ bets: [aBet({ id: 'kept' })], addedAtByBetId: { kept: 1 }, ...fields }) }),
      );
      expect(selectCoupon(site.store.getState())).toMatchObject({ typeId: 0, systemValue: 2 });
      expect(betIds(site)).toEqual(['kept']);
      expect(site.warnings()).toHaveLength(1);
    }
  });

  it('[issue 12.4] a coupon saved by a newer version is read as far as this build understands it, and its record is never overwritten', async () => {
    const record = savedRecord(
      {
        bets: [aBet({ id: 'm1' }), { market: 'a newer shape' }],
        addedAtByBetId: { m1: 1 },
        typeId: 0,
        systemValue: 2,
        somethingNew: true,
      },
      7,
    );
    const storage = memoryStorage({ [KEY]: record });
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['m1']);
    expect(site.warnings()[0]).toMatch(/newer build \(version 7\)/);
    site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'here' }), addedAt: 9 }));
    await site.persistor.flush();
    expect(storage.getItem(KEY)).toBe(record);
    // the player is told once that this coupon is not saved
    expect(selectIsCouponNotSavedNoticeShown(site.store.getState())).toBe(true);
  });

  it('an unversioned saved coupon goes through the migrations and is kept when valid', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({ bets: [aBet({ id: 'old' })], addedAtByBetId: { old: 5 }, typeId: 0, systemValue: 2 }, null),
    });
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['old']);
    expect(site.warnings()).toEqual([]);
  });

  it('a bet added before the saved coupon is read survives the restore', async () => {
    const storage = memoryStorage({
      [KEY]: savedRecord({ bets: [aBet({ id: 'saved' })], addedAtByBetId: { saved: 5 }, typeId: 0, systemValue: 2 }),
    });
    const next = createCouponSite({ storage });
    next.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'early' }), addedAt: 9 }));
    await next.restored();
    expect(betIds(next)).toEqual(['saved', 'early']);
    expect(selectCoupon(next.store.getState()).typeId).toBe(COUPON_TYPE.express);
  });

  it('[issue 12.4] nothing is written before the restore has finished, even when bets are added meanwhile', async () => {
    const record = savedRecord({ bets: [aBet({ id: 'saved' })], addedAtByBetId: { saved: 5 } });
    const storage = memoryStorage({ [KEY]: record });
    const writesBeforeRestore: string[] = [];
    const built: { site?: ReturnType<typeof createCouponSite> } = {};
    const watched = {
      ...storage,
      trySetItem: (key: string, value: string) => {
        if (!built.site || !selectIsCouponRestored(built.site.store.getState())) writesBeforeRestore.push(key);
        return storage.trySetItem(key, value);
      },
    };
    const site = createCouponSite({ storage: watched });
    built.site = site;
    site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'early' }), addedAt: 9 }));
    expect(storage.getItem(KEY)).toBe(record);
    await site.restored();
    await site.persistor.flush();
    expect(writesBeforeRestore).toEqual([]);
    expect(
      JSON.parse(JSON.parse(storage.getItem(KEY)!).bets).map((bet: { market: { id: string } }) => bet.market.id),
    ).toEqual(['saved', 'early']);
  });

  it("[issue 12.3] with storage full, the saved coupon is still read, a write is retried after freeing the site's stale keys, and the player is told once when it still fails", async () => {
    const record = savedRecord({ bets: [aBet({ id: 'saved' })], addedAtByBetId: { saved: 5 } });
    const stale = 'x'.repeat(4000);
    const storage = memoryStorage(
      { [KEY]: record, 'persist:kickoff': stale, 'other-site-data': 'y'.repeat(2000) },
      { quota: record.length + stale.length + 2100 },
    );
    const site = await reload(storage);
    expect(betIds(site)).toEqual(['saved']);
    site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'new' }), addedAt: 9 }));
    await site.persistor.flush();
    expect(storage.getItem('persist:kickoff')).toBeNull();
    expect(storage.getItem('other-site-data')).not.toBeNull();
    expect(betIds(await reload(storage))).toEqual(['saved', 'new']);
    expect(selectIsCouponNotSavedNoticeShown(site.store.getState())).toBe(false);

    // nothing stale is left: the next write that does not fit is lost, and the player hears of it once
    for (const id of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6']) {
      site.store.dispatch(couponActions.betAdded({ bet: aBet({ id }), addedAt: 10 }));
      await site.persistor.flush();
    }
    expect(selectIsCouponNotSavedNoticeShown(site.store.getState())).toBe(true);
    expect(
      site.warnings().filter((warning) => warning === 'coupon: not saved (storage is full)').length,
    ).toBeGreaterThan(1);
    expect(site.store.getState().couponSaving.notice).toBe('shown');
    expect(betIds(await reload(storage))).toContain('saved');
  });

  // 300 runs of junk: random JSON, random strings, and valid-looking coupons with random values.
  it('property (300 runs): whatever storage holds, the restored coupon is valid and nothing throws', async () => {
    const junkValue = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(null), fc.integer());
    const junk = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .dictionary(fc.constantFrom('bets', 'addedAtByBetId', 'typeId', 'systemValue', '_persist', 'other'), junkValue)
        .map((fields) => savedRecord(fields, null)),
      fc
        .record({
          bets: fc.array(junkValue, { maxLength: 3 }),
          addedAtByBetId: fc.dictionary(fc.string(), junkValue),
          typeId: junkValue,
          systemValue: junkValue,
        })
        .map((fields) => savedRecord(fields)),
      fc
        .record({ typeId: fc.constantFrom(0, 1, 2, 4, 9), systemValue: fc.integer({ min: 2, max: 5 }) })
        .map((fields) => savedRecord({ ...fields, bets: [aBet()], addedAtByBetId: { m1: 3 } })),
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

import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { COUPON_TYPE } from '../domain/coupon-type';
import { type CouponEvent, listenToCouponEvents } from './coupon-events';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import { selectBets, selectCoupon } from './selectors';

function recorded(options: Parameters<typeof createCouponSite>[0] = {}) {
  const test = createCouponSite(options);
  const events: CouponEvent[] = [];
  listenToCouponEvents(test.ctx.startAppListening, (event) => events.push(event));
  return { ...test, events };
}

/** A site whose storage holds a coupon with the given bets. */
async function savedWith(...ids: string[]) {
  const first = createCouponSite();
  await first.restored();
  ids.forEach((id, index) => first.store.dispatch(couponActions.betAdded({ bet: aBet({ id }), addedAt: index })));
  await first.persistor.flush();
  return first;
}

describe('coupon events', () => {
  it('[CPN-005] adding a bet emits "bet added" with its market, once: the same bet again adds nothing', async () => {
    const { store, events, restored } = recorded();
    await restored();
    events.length = 0;
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm1', coef: 1.7 }), addedAt: 1 }));
    expect(events.filter((event) => event.type === 'betAdded')).toEqual([
      { type: 'betAdded', marketId: 'm1', isFromOtherTab: false },
    ]);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm1', coef: 1.7 }), addedAt: 2 }));
    expect(events.filter((event) => event.type === 'betAdded')).toHaveLength(1);
  });

  it('[CPN-006] every change of the coupon emits "coupon updated" with its bets, type, system value and coefficient', async () => {
    const { store, events, restored } = recorded();
    await restored();
    events.length = 0;
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) => store.dispatch(couponActions.betAdded({ bet, addedAt: index })));
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    store.dispatch(couponActions.betRemoved('m2'));
    const updates = events.filter((event) => event.type === 'couponUpdated');
    expect(updates).toHaveLength(5);
    expect(updates[3]).toEqual({
      type: 'couponUpdated',
      coupon: {
        marketIds: ['m1', 'm2', 'm3'],
        typeId: COUPON_TYPE.system,
        systemValue: 2,
        coef: expect.closeTo(11.75 / 3, 9),
      },
    });
    expect(updates[4]).toMatchObject({ coupon: { marketIds: ['m1', 'm3'] } });
  });

  it('[CPN-005] a shared coupon loaded from its code emits "bet added" for each of its bets; a restore emits none', async () => {
    const storage = (await savedWith('saved')).storage;
    const { store, events, restored } = recorded({ storage });
    await restored();
    expect(events.filter((event) => event.type === 'betAdded')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'couponUpdated', coupon: { marketIds: ['saved'] } });
    store.dispatch(
      couponActions.couponLoadedFromCode({
        typeId: COUPON_TYPE.express,
        systemValue: 0,
        bets: betsWithCoefs(1.5, 2),
        addedAt: 10,
      }),
    );
    expect(
      events.filter((event) => event.type === 'betAdded').map((event) => event.type === 'betAdded' && event.marketId),
    ).toEqual(['m1', 'm2']);
  });

  it('[CPN-006] an action that changes nothing in the coupon emits nothing', async () => {
    const { store, events, restored } = recorded();
    await restored();
    events.length = 0;
    store.dispatch(couponActions.systemValueChanged(1));
    store.dispatch(couponSettingsActions.balanceShownSwitched(false));
    expect(events).toEqual([]);
  });
});

describe('bonus bet offer', () => {
  const rules = { isBonusBetEnabled: true };

  it('[CPN-021] [CPN-022] the third qualifying bet of an express brings the bonus bet at 1.03; a fourth makes it 1.04; a second-only coupon drops it', () => {
    const { store } = createCouponSite({ bonusBetRules: rules });
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) => store.dispatch(couponActions.betAdded({ bet, addedAt: index })));
    expect(selectBets(store.getState()).at(-1)?.market).toMatchObject({ id: 'bonus-bet', coef: 1.03 });
    expect(selectCoupon(store.getState()).coef).toBeCloseTo(7.5 * 1.03, 9);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm4', coef: 1.2 }), addedAt: 9 }));
    expect(selectBets(store.getState()).at(-1)?.market.coef).toBe(1.04);
    store.dispatch(couponActions.betRemoved('m4'));
    store.dispatch(couponActions.betRemoved('m3'));
    expect(selectBets(store.getState()).some((bet) => bet.market.id === 'bonus-bet')).toBe(false);
  });

  it('[CPN-020] a bonus bet the player deleted is not offered again while the coupon lasts', () => {
    const { store } = createCouponSite({ bonusBetRules: rules });
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) => store.dispatch(couponActions.betAdded({ bet, addedAt: index })));
    store.dispatch(couponActions.betRemoved('bonus-bet'));
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm4', coef: 1.2 }), addedAt: 9 }));
    expect(selectCoupon(store.getState()).isBonusBetDeletedManually).toBe(true);
    expect(selectBets(store.getState()).some((bet) => bet.market.id === 'bonus-bet')).toBe(false);
  });

  it('[CPN-021] switching the express to a system withdraws the bonus bet; with the config off it never comes', () => {
    const on = createCouponSite({ bonusBetRules: rules });
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) =>
      on.store.dispatch(couponActions.betAdded({ bet, addedAt: index })),
    );
    on.store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    expect(selectBets(on.store.getState()).map((bet) => bet.market.id)).toEqual(['m1', 'm2', 'm3']);
    const off = createCouponSite({ bonusBetRules: { isBonusBetEnabled: false } });
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) =>
      off.store.dispatch(couponActions.betAdded({ bet, addedAt: index })),
    );
    expect(selectBets(off.store.getState())).toHaveLength(3);
  });
});

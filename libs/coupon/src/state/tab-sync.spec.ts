import fc from 'fast-check';
import { createMemoryTabChannels, memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/bets';
import { createCouponSite, settle } from '../testing/coupon-site';
import { COUPON_TYPE } from '../domain/coupon-type';
import { COUPON_TAB_CHANNEL } from '../feature/coupon-feature';
import { type CouponEvent, listenToCouponEvents } from './coupon-events';
import { SavedCouponSchema } from './bet-schema';
import { couponActions } from './coupon-slice';
import { selectCoupon } from './selectors';

/** Two tabs of one origin: shared storage, the site's tab channels. */
async function twoTabs() {
  const storage = memoryStorage();
  const tabs = createMemoryTabChannels();
  const a = createCouponSite({ storage, tabChannel: tabs.open });
  const b = createCouponSite({ storage, tabChannel: tabs.open });
  await Promise.all([a.restored(), b.restored()]);
  return { a, b, storage, tabs };
}
const ids = (test: ReturnType<typeof createCouponSite>) =>
  selectCoupon(test.store.getState()).bets.map((bet) => bet.market.id);

describe('two tabs, one coupon', () => {
  it('a bet added in one tab appears in the other, and "bet added" fires there too', async () => {
    const { a, b } = await twoTabs();
    const events: CouponEvent[] = [];
    listenToCouponEvents(b.ctx.startAppListening, (event) => events.push(event));
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'x' }), addedAt: 10 }));
    await settle();
    expect(ids(b)).toEqual(['x']);
    expect(selectCoupon(b.store.getState()).addedAtByBetId).toEqual({ x: 10 });
    expect(events.find((event) => event.type === 'betAdded')).toMatchObject({ isFromOtherTab: true });
  });

  it('concurrent adds in both tabs are both kept, in the same order everywhere, and saved', async () => {
    const { a, b, storage } = await twoTabs();
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'from-a' }), addedAt: 10 }));
    b.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'from-b' }), addedAt: 11 }));
    await settle();
    expect(ids(a)).toEqual(['from-a', 'from-b']);
    expect(ids(b)).toEqual(['from-a', 'from-b']);
    expect(selectCoupon(a.store.getState()).typeId).toBe(COUPON_TYPE.express);
    expect(selectCoupon(b.store.getState()).typeId).toBe(COUPON_TYPE.express);
    await Promise.all([a.persistor.flush(), b.persistor.flush()]);
    const reopened = createCouponSite({ storage });
    await reopened.restored();
    expect(ids(reopened)).toEqual(['from-a', 'from-b']);
  });

  it('removals, type and system value travel; coefficient news stays in each tab', async () => {
    const { a, b } = await twoTabs();
    for (const id of ['p', 'q', 'r', 's'])
      a.store.dispatch(couponActions.betAdded({ bet: aBet({ id }), addedAt: id.charCodeAt(0) }));
    a.store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    a.store.dispatch(couponActions.systemValueChanged(3));
    a.store.dispatch(couponActions.betRemoved('q'));
    a.store.dispatch(
      couponActions.betStatesReceived({
        marketIds: ['p'],
        states: [{ marketId: 'p', coef: 3.3, isBlocked: false, isFinished: false, gameStatus: 0, scores: null }],
        changeCoefAction: 1,
        isDropOnScoreChange: false,
      }),
    );
    await settle();
    expect(ids(b)).toEqual(['p', 'r', 's']);
    expect(selectCoupon(b.store.getState())).toMatchObject({ typeId: COUPON_TYPE.system });
    expect(selectCoupon(b.store.getState()).bets[0]?.market.coef).toBe(2);
    // 3 of the 3 bets left would be an express: the system value settles at 2 in both tabs
    expect(selectCoupon(a.store.getState()).systemValue).toBe(selectCoupon(b.store.getState()).systemValue);
  });

  it('a message that arrives before the tab has read its saved coupon waits for it and is not undone', async () => {
    const storage = memoryStorage();
    const tabs = createMemoryTabChannels();
    const a = createCouponSite({ storage, tabChannel: tabs.open });
    await a.restored();
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'old' }), addedAt: 1 }));
    await a.persistor.flush();
    const b = createCouponSite({ storage, tabChannel: tabs.open });
    a.store.dispatch(couponActions.betRemoved('old'));
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'new' }), addedAt: 2 }));
    await b.restored();
    await settle();
    expect(ids(b)).toEqual(['new']);
  });

  it('junk on the channel is ignored with a warning', async () => {
    const { b, tabs } = await twoTabs();
    const stranger = tabs.open(COUPON_TAB_CHANNEL);
    stranger.post({
      kind: 'kickoff/coupon-sync',
      diff: { added: [{ bet: { market: 1 }, addedAt: 1 }], removed: [], updated: [] },
    });
    stranger.post('hello');
    await settle();
    expect(ids(b)).toEqual([]);
    expect(b.warnings()).toHaveLength(2);
  });

  it("a block id of 2^53 from another tab is refused at the edge (it would round onto a neighbour's block)", async () => {
    const { a, b, tabs } = await twoTabs();
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'x' }), addedAt: 1 }));
    await settle();
    tabs.open(COUPON_TAB_CHANNEL).post({
      kind: 'kickoff/coupon-sync',
      diff: { added: [], removed: [], updated: [{ marketId: 'x', blockId: 2 ** 53, isBanker: false }] },
    });
    await settle();
    expect(selectCoupon(b.store.getState()).bets[0]?.blockId).toBe(0);
    expect(b.warnings()).toEqual(['coupon: ignored a message from another tab']);
  });

  it('fuzz (300 runs): whatever another tab posts, nothing throws and the coupon stays valid', async () => {
    const { a, b, tabs } = await twoTabs();
    a.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'x' }), addedAt: 1 }));
    await settle();
    const stranger = tabs.open(COUPON_TAB_CHANNEL);
    const junkBet = fc.oneof(fc.anything(), fc.record({ market: fc.anything() }), fc.constant(aBet({ id: 'y' })));
    const message = fc.oneof(
      fc.anything(),
      fc.record({ kind: fc.constant('kickoff/coupon-sync'), diff: fc.anything() }),
      fc.record({
        kind: fc.constant('kickoff/coupon-sync'),
        diff: fc.record(
          {
            added: fc.array(fc.record({ bet: junkBet, addedAt: fc.oneof(fc.nat(), fc.double()) }), { maxLength: 2 }),
            removed: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 2 }),
            updated: fc.array(
              fc.record({
                marketId: fc.constantFrom('x', 'y'),
                blockId: fc.oneof(fc.nat(), fc.double(), fc.constant(2 ** 53)),
                isBanker: fc.anything(),
              }),
              { maxLength: 2 },
            ),
            typeId: fc.anything(),
            systemValue: fc.anything(),
          },
          { requiredKeys: ['added', 'removed', 'updated'] },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(message, async (posted) => {
        stranger.post(posted);
        await settle();
        const coupon = selectCoupon(b.store.getState());
        expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

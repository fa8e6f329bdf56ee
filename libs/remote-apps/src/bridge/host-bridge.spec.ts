import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/recording-logger';
import type { BridgeEvent, CouponSnapshot, HostBridgeLinks } from './bridge-types';
import { BRIDGE_DOM_EVENTS, createHostBridge } from './host-bridge';

const COUPON: CouponSnapshot = { marketIds: ['10101'], typeId: 0, systemValue: 0, coef: 1.85 };

function setup() {
  let emit: (event: BridgeEvent) => void = () => undefined;
  const links = {
    addBet: vi.fn(),
    removeBet: vi.fn(),
    readCoupon: vi.fn(() => COUPON),
    readUser: vi.fn(() => ({ isAuthenticated: true, userId: 1001, language: 'ru', currencyIso: 'RUB' })),
    openLogin: vi.fn(),
    openRegistration: vi.fn(),
    navigate: vi.fn(),
    subscribeCoupon: vi.fn((listener: (event: BridgeEvent) => void) => {
      emit = listener;
      return () => (emit = () => undefined);
    }),
  } satisfies HostBridgeLinks;
  const logger = recordingLogger();
  const target = new EventTarget();
  const bridge = createHostBridge(links, { logger, eventTarget: target });
  return { links, logger, target, bridge, emit: (event: BridgeEvent) => emit(event) };
}

describe('host bridge', () => {
  it('is installed as window.KickoffHost with its version, announced with kickoff:host-ready, and removed by the undo', () => {
    const { bridge } = setup();
    const ready = vi.fn();
    window.addEventListener(BRIDGE_DOM_EVENTS.ready, ready);
    const uninstall = bridge.install(window);
    const host = (window as unknown as { KickoffHost: { version: number } }).KickoffHost;
    expect(host.version).toBe(1);
    expect(Object.isFrozen(host)).toBe(true);
    expect((ready.mock.calls[0]![0] as CustomEvent).detail).toEqual({ version: 1 });
    uninstall();
    expect('KickoffHost' in window).toBe(false);
    window.removeEventListener(BRIDGE_DOM_EVENTS.ready, ready);
  });

  it('addBet and removeBet reach the coupon links with checked input', async () => {
    const { bridge, links } = setup();
    await expect(bridge.api.addBet({ marketId: '10101', gameId: 101 })).resolves.toEqual({ ok: true });
    expect(links.addBet).toHaveBeenCalledWith({ marketId: '10101', gameId: 101 });
    await expect(bridge.api.removeBet('10101')).resolves.toEqual({ ok: true });
    expect(links.removeBet).toHaveBeenCalledWith('10101');
  });

  it.each([
    [{ marketId: '', gameId: 1 }],
    [{ marketId: '1', gameId: -1 }],
    [{ marketId: '1', gameId: 1, isVip: true }],
    ['10101'],
    [null],
  ])('refuses malformed bets without calling the link: %j', async (bet) => {
    const { bridge, links } = setup();
    await expect(bridge.api.addBet(bet as never)).resolves.toMatchObject({ ok: false, error: 'invalid-input' });
    expect(links.addBet).not.toHaveBeenCalled();
  });

  it('a link that throws gives the remote a failed result and a log line, never the exception', async () => {
    const { bridge, links, logger } = setup();
    links.addBet.mockRejectedValueOnce(new Error('line unavailable'));
    await expect(bridge.api.addBet({ marketId: '1', gameId: 1 })).resolves.toMatchObject({
      ok: false,
      error: 'failed',
    });
    links.openLogin.mockImplementationOnce(() => {
      throw new Error('no router');
    });
    expect(bridge.api.openLogin()).toMatchObject({ ok: false, error: 'failed' });
    expect(logger.lines.map((line) => line.level)).toEqual(['error', 'error']);
  });

  it('reads coupon and user state as frozen copies the remote cannot change', () => {
    const { bridge } = setup();
    const coupon = bridge.api.getCoupon();
    expect(coupon).toEqual(COUPON);
    expect(coupon).not.toBe(COUPON);
    expect(() => coupon.marketIds.push('x')).toThrow(TypeError);
    expect(bridge.api.getUser()).toEqual({ isAuthenticated: true, userId: 1001, language: 'ru', currencyIso: 'RUB' });
  });

  it('opens login and registration through their links', () => {
    const { bridge, links } = setup();
    expect(bridge.api.openLogin()).toEqual({ ok: true });
    expect(bridge.api.openRegistration()).toEqual({ ok: true });
    expect(links.openLogin).toHaveBeenCalledOnce();
    expect(links.openRegistration).toHaveBeenCalledOnce();
  });

  it('navigates only to paths of this site', () => {
    const { bridge, links } = setup();
    expect(bridge.api.navigate('/ru/line/football?x=1')).toEqual({ ok: true });
    for (const path of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'ru/line',
      '/ru/ line',
    ]) {
      expect(bridge.api.navigate(path)).toMatchObject({ ok: false, error: 'invalid-input' });
    }
    expect(links.navigate.mock.calls).toEqual([['/ru/line/football?x=1']]);
  });

  it('"bet added" and "coupon updated" reach subscribers and the DOM events; unsubscribe stops them', () => {
    const { bridge, emit, target } = setup();
    const added = vi.fn();
    const updated = vi.fn();
    const domAdded = vi.fn();
    target.addEventListener(BRIDGE_DOM_EVENTS.betAdded, domAdded);
    const stopAdded = bridge.api.on('betAdded', added);
    bridge.api.on('couponUpdated', updated);
    emit({ type: 'betAdded', marketId: '10101', isFromOtherTab: false });
    emit({ type: 'couponUpdated', coupon: COUPON });
    expect(added).toHaveBeenCalledWith({ type: 'betAdded', marketId: '10101', isFromOtherTab: false });
    expect(updated).toHaveBeenCalledWith({ type: 'couponUpdated', coupon: COUPON });
    expect((domAdded.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      type: 'betAdded',
      marketId: '10101',
      isFromOtherTab: false,
    });
    stopAdded();
    emit({ type: 'betAdded', marketId: '10102', isFromOtherTab: true });
    expect(added).toHaveBeenCalledOnce();
  });

  it('one listener that throws does not keep the event from the others', () => {
    const { bridge, emit, logger } = setup();
    const second = vi.fn();
    bridge.api.on('couponUpdated', () => {
      throw new Error('remote bug');
    });
    bridge.api.on('couponUpdated', second);
    emit({ type: 'couponUpdated', coupon: COUPON });
    expect(second).toHaveBeenCalledOnce();
    expect(logger.lines).toEqual([
      { level: 'error', message: expect.stringContaining('couponUpdated listener threw') },
    ]);
  });

  it('refuses an unknown event name, and dispose stops listening to the coupon', () => {
    const { bridge, links } = setup();
    expect(() => bridge.api.on('betPlaced' as never, () => undefined)).toThrow(TypeError);
    bridge.dispose();
    expect(links.subscribeCoupon).toHaveBeenCalledOnce();
  });

  it('fuzz (500 runs): whatever a remote passes, the bridge answers a result and never throws; a link sees only checked input', async () => {
    const { bridge, links } = setup();
    const input = fc.oneof(
      fc.anything(),
      fc.record({
        marketId: fc.oneof(fc.string({ maxLength: 80 }), fc.anything()),
        gameId: fc.oneof(fc.integer(), fc.double(), fc.anything()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        links.addBet.mockClear();
        links.navigate.mockClear();
        const added = await bridge.api.addBet(value as never);
        if (added.ok) {
          const [passed] = links.addBet.mock.calls[0] as [{ marketId: string; gameId: number }];
          expect(passed.marketId.length).toBeGreaterThan(0);
          expect(Number.isSafeInteger(passed.gameId) && passed.gameId > 0).toBe(true);
        } else {
          expect(added).toMatchObject({ error: 'invalid-input' });
          expect(links.addBet).not.toHaveBeenCalled();
        }
        await expect(bridge.api.removeBet(value as never)).resolves.toHaveProperty('ok');
        const navigated = bridge.api.navigate(value as never);
        if (navigated.ok) expect(String(links.navigate.mock.calls[0]?.[0])).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/recording-logger';
import type { HostBridgeLinks, PreferencesSnapshot } from './bridge-types';
import { BRIDGE_DOM_EVENTS, createHostBridge } from './host-bridge';
import { DEFAULT_BRIDGE_PREFERENCES } from './preferences-port';

const couponLinks = {
  addBet: vi.fn(),
  removeBet: vi.fn(),
  readCoupon: () => ({ marketIds: [], typeId: 0, systemValue: 0, coef: 0 }),
  readUser: () => ({ isAuthenticated: false, userId: null, language: 'ru', currencyIso: null }),
  openLogin: vi.fn(),
  openRegistration: vi.fn(),
  navigate: vi.fn(),
  subscribeCoupon: () => () => undefined,
} satisfies HostBridgeLinks;

const AMERICAN: PreferencesSnapshot = { ...DEFAULT_BRIDGE_PREFERENCES, coefViewId: 2, appTheme: 1 };

describe('host bridge preferences', () => {
  it('getPreferences gives a frozen copy of the site preferences, the defaults without a provider', () => {
    const bare = createHostBridge(couponLinks, { logger: recordingLogger() });
    expect(bare.api.getPreferences()).toEqual(DEFAULT_BRIDGE_PREFERENCES);
    const bridge = createHostBridge({ ...couponLinks, readPreferences: () => AMERICAN }, { logger: recordingLogger() });
    const preferences = bridge.api.getPreferences();
    expect(preferences).toEqual(AMERICAN);
    expect(Object.isFrozen(preferences)).toBe(true);
  });

  it('preferencesChanged reaches on() listeners and the window event, and stops on dispose', () => {
    let emit: (preferences: PreferencesSnapshot) => void = () => undefined;
    const target = new EventTarget();
    const bridge = createHostBridge(
      {
        ...couponLinks,
        readPreferences: () => AMERICAN,
        subscribePreferences: (listener) => ((emit = listener), () => (emit = () => undefined)),
      },
      { logger: recordingLogger(), eventTarget: target },
    );
    const heard: unknown[] = [];
    const domHeard: unknown[] = [];
    bridge.api.on('preferencesChanged', (event) => heard.push(event.preferences.coefViewId));
    target.addEventListener(BRIDGE_DOM_EVENTS.preferencesChanged, (event) =>
      domHeard.push((event as CustomEvent).detail.preferences.coefViewId),
    );
    emit(AMERICAN);
    bridge.dispose();
    emit({ ...AMERICAN, coefViewId: 1 });
    expect(heard).toEqual([2]);
    expect(domHeard).toEqual([2]);
  });
});

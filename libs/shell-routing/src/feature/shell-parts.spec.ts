import { ANALYTICS_EVENT, newerVersionDeployed } from '@kickoff/contracts';
import { recordingLogger } from '@kickoff/runtime';
import { analyticsSent, createTestStore } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { LazyLogoutConfirmation } from '../modals/logout/LazyLogoutConfirmation';
import { ConnectedUpdateNotice } from '../modals/update/ConnectedUpdateNotice';
import { selectIsUpdateNoticeShown } from '../modals/update/update-notice-slice';
import { useShellPage } from '../router/page-context';
import { shellFeature } from './shell-feature';

describe('what the shell offers other features', () => {
  it('the analytics port: a logger stand-in that logs each typed event until the analytics lib provides it', () => {
    const logger = recordingLogger();
    const site = createTestStore({ features: [shellFeature], adapters: { logger } });
    const detail = { couponId: 'c-1', possibleWin: 2500, currencyIso: 'RUB' };
    site.ports.get('analytics.track')({ id: ANALYTICS_EVENT.successfulBet, detail });
    expect(analyticsSent(logger)).toEqual([{ id: 10_000, detail }]);
  });

  it('[SR-101] the contract event newerVersionDeployed (from the session version check) raises the update notice', () => {
    const site = createTestStore({ features: [shellFeature] });
    expect(selectIsUpdateNoticeShown(site.store.getState())).toBe(false);
    site.store.dispatch(newerVersionDeployed({ deployed: '1.0.1', current: '1.0.0' }));
    expect(selectIsUpdateNoticeShown(site.store.getState())).toBe(true);
  });

  it('its page hook and modals, for the features that render them', () => {
    const { ports } = createTestStore({ features: [shellFeature] });
    expect(ports.get('shell.usePage')).toBe(useShellPage);
    expect(ports.get('shell.UpdateNotice')).toBe(ConnectedUpdateNotice);
    expect(ports.get('shell.LogoutConfirmation')).toBe(LazyLogoutConfirmation);
  });
});

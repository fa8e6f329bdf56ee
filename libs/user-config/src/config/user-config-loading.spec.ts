import { loggedOut } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createUserConfigSite } from '../testing/user-config-site';
import {
  selectAreContactsFilled,
  selectHideBalance,
  selectIsRequiredProfileFilled,
  selectUserConfig,
} from './selectors';

describe('the user config', () => {
  it('[UC-008] [UC-001] loads on sign-in without cache, read from `result`, and is dropped on logout', async () => {
    const site = createUserConfigSite();
    await site.featuresReady();
    expect(selectUserConfig(site.store.getState())).toBeNull();
    await site.signIn('demo');
    await site.configAnswered();
    const [request] = site.mock.requests('userConfig');
    expect(request?.headers['cache-control']).toBe('no-cache');
    const config = selectUserConfig(site.store.getState());
    expect(config).toMatchObject({
      user_name: 'demo',
      protection_methods: expect.any(Object),
      user_data: expect.any(Object),
      isCCLine: expect.any(Boolean),
    });
    for (const field of [
      'disallow_line_sport',
      'user_hide_balance',
      'show_verification_modal_on_deposit_page',
      'verification_types',
      'remaining_days_to_activate',
    ]) {
      expect(config).toHaveProperty(field);
    }
    site.store.dispatch(loggedOut());
    expect(selectUserConfig(site.store.getState())).toBeNull();
  });

  it('is loaded again on every sign-in', async () => {
    const site = createUserConfigSite();
    await site.featuresReady();
    await site.signIn('demo');
    await site.configAnswered();
    await site.signIn('demo');
    await site.configAnswered();
    expect(site.mock.requests('userConfig')).toHaveLength(2);
  });

  it('gives the balance-hiding flag and the completeness rules from the loaded config', async () => {
    const site = createUserConfigSite();
    await site.featuresReady();
    site.mock.patchState({ users: { demo: { config: { user_hide_balance: true } } } });
    await site.signIn('demo');
    await site.configAnswered();
    const state = site.store.getState();
    expect(selectHideBalance(state)).toBe(true);
    // the demo player is verified: the mock gives the whole profile and both contacts
    expect(selectIsRequiredProfileFilled(state)).toBe(true);
    expect(selectAreContactsFilled(state)).toBe(true);
  });
});

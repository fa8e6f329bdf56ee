import { describe, expect, it } from 'vitest';
import { preferencesActions } from '../preferences/preferences-slice';
import { createUserConfigSite } from '../testing/user-config-site';

describe('the user-config feature in a page', () => {
  it('[UC-014] puts the theme on <html> at install and switches the whole page at once', async () => {
    document.documentElement.removeAttribute('data-theme');
    const site = createUserConfigSite({ cookies: { app_theme: '1' }, document });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await site.featuresReady();
    site.store.dispatch(preferencesActions.themeChosen('light'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('offers remote pages the preferences and tells them of each change (bridge port)', () => {
    const site = createUserConfigSite();
    const source = site.ports.get('remoteApps.preferences');
    expect(source.read()).toEqual({
      coefViewId: 0,
      appTheme: 0,
      appViewType: 0,
      is12h: false,
      timeZone: null,
      language: 'ru',
    });
    const seen: number[] = [];
    const stop = source.subscribe((preferences) => seen.push(preferences.coefViewId));
    site.store.dispatch(preferencesActions.coefViewChosen(2));
    site.store.dispatch(preferencesActions.toggleSet({ name: 'isCompactView', on: true }));
    stop();
    site.store.dispatch(preferencesActions.coefViewChosen(1));
    expect(seen).toEqual([2]);
  });
});

describe('the balance-hiding port', () => {
  it('gives the accounts lib `user_hide_balance` of the loaded config', async () => {
    const site = createUserConfigSite();
    const hideBalance = site.ports.get('accounts.hideBalance');
    expect(hideBalance(site.store.getState())).toBe(false);
    site.mock.patchState({ users: { demo: { config: { user_hide_balance: true } } } });
    await site.signIn('demo');
    await site.configAnswered();
    expect(hideBalance(site.store.getState())).toBe(true);
  });
});

describe('the protection port', () => {
  it('[ACC-012] gives the accounts lib the protection level and methods of the loaded config, none before', async () => {
    const site = createUserConfigSite();
    const protection = site.ports.get('accounts.protection');
    expect(protection(site.store.getState())).toBeNull();
    await site.signIn('demo');
    await site.configAnswered();
    const known = protection(site.store.getState());
    expect(known).toMatchObject({
      level: expect.any(Number),
      methods: expect.objectContaining({ is_changed_password: expect.any(Boolean) }),
    });
    expect(protection(site.store.getState())).toBe(known);
  });
});

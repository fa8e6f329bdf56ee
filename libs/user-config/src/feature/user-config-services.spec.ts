import { chunkGate, pause } from '@kickoff/testing';
import { describe, expect, it, vi } from 'vitest';
import { selectUserConfig } from '../config/selectors';
import { preferencesActions } from '../preferences/preferences-slice';
import { createUserConfigSite } from '../testing/user-config-site';

// The services' chunk arrives when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./user-config-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the user config’s work, a chunk installed right after the start', () => {
  it('[UC-008] [UC-023] [UC-014] a sign-in and choices made before it arrived: once it is in, the config loads once and the choices are saved and shown', async () => {
    document.documentElement.removeAttribute('data-theme');
    const site = createUserConfigSite({ document });
    await site.signIn('demo');
    site.store.dispatch(preferencesActions.themeChosen('dark'));
    site.store.dispatch(preferencesActions.timeZoneChosen(3));
    await pause(50);
    const jar = site.adapters.cookies;
    expect([site.mock.requests('userConfig').length, jar.get('app_theme'), jar.get('tzo')]).toEqual([
      0,
      undefined,
      undefined,
    ]);

    chunk.arrive();
    await site.featuresReady();
    await vi.waitFor(() => expect(selectUserConfig(site.store.getState())).toMatchObject({ user_name: 'demo' }));
    await pause(50);
    expect(site.mock.requests('userConfig')).toHaveLength(1);
    expect([jar.get('app_theme'), jar.get('tzo')]).toEqual(['1', '3']);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

    // installed: each sign-in loads once more
    await site.signIn('demo');
    await vi.waitFor(() => expect(site.mock.requests('userConfig')).toHaveLength(2));
  });
});

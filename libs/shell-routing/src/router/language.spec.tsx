import { LANGUAGE_COOKIE } from '@kickoff/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpShell, shownRoute } from './testing/shell-harness';

const shell = setUpShell();

describe('language prefix', () => {
  it('[SR-003] / lands on /ru/, the home page, by history replace', async () => {
    const { router, at } = shell.renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Test home page' })).toBeInTheDocument();
    expect(at()).toBe('/ru/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("[SR-003] a path without {lng} gets the user's language prefix and keeps its query", async () => {
    const { router, at } = shell.renderAt('/live?sport=1', { userLanguage: 'en' });
    expect(await shownRoute()).toBe('live');
    expect(at()).toBe('/en/live?sport=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[SR-002] /en/ renders the page in English', async () => {
    const { i18n } = shell.renderAt('/en/live');
    expect(await screen.findByRole('heading', { name: 'This section opens in its own app' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('[SR-004] /EN/live, /eng/live and /r1/live are no language prefixes: prefixed again, then not found', async () => {
    for (const path of ['/EN/live', '/eng/live', '/r1/live']) {
      const { at, router } = shell.renderAt(path);
      expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
      expect(at()).toBe(`/ru${path}`);
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('[SR-005] a two-letter language the site does not offer is not found, in the visitor language', async () => {
    const { at } = shell.renderAt('/xx/', { userLanguage: 'en' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(at()).toBe('/xx/');
  });

  it('[I18N-003] a language hidden from anonymous visitors is replaced by their chosen one, path and query kept', async () => {
    shell.mock.patchState({
      siteConfig: {
        languages: [
          { code: 'ru', name: 'Русский', isHiddenForUnauthorized: false },
          { code: 'en', name: 'English', isHiddenForUnauthorized: false },
          { code: 'kk', name: 'Қазақша', isHiddenForUnauthorized: true },
        ],
      },
    });
    const { at } = shell.renderAt('/kk/live?sport=1', { cookies: { [LANGUAGE_COOKIE]: 'en' } });
    expect(await shownRoute()).toBe('live');
    expect(at()).toBe('/en/live?sport=1');
  });

  it('[I18N-003] a signed-in player keeps the hidden language', async () => {
    shell.mock.patchState({
      siteConfig: {
        languages: [
          { code: 'ru', name: 'Русский', isHiddenForUnauthorized: false },
          { code: 'kk', name: 'Қазақша', isHiddenForUnauthorized: true },
        ],
      },
    });
    const { at, i18n } = shell.renderAt('/kk/live', { signedIn: true });
    expect(await shownRoute()).toBe('live');
    expect(at()).toBe('/kk/live');
    expect(i18n.language).toBe('kk');
  });
});

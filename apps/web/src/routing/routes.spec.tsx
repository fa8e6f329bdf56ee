import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../testing/app-harness';

const app = setUpApp();
const renderAt = (path: string, userLanguage?: string) => app.renderAt(path, userLanguage).router;

const at = (router: ReturnType<typeof renderAt>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('route table', () => {
  it('[SR-003] / lands on /ru/, the home page with header and footer', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeInTheDocument();
    expect(at(router)).toBe('/ru/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[SR-003] a path without {lng} gets the user language prefix, keeping the query', async () => {
    const router = renderAt('/live?sport=1', 'en');
    await screen.findByText('This page could not be found');
    expect(at(router)).toBe('/en/live?sport=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[SR-006] [MOD-006] a path that matches no route shows the not-found page', async () => {
    renderAt('/en/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('[SR-006] the not-found page speaks the language of its URL', async () => {
    renderAt('/ru/no-such-page');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });

  it('[SR-004] /EN/live and /eng/live are not language prefixes and end in not-found', async () => {
    for (const path of ['/EN/live', '/eng/live', '/r1/live']) {
      const router = renderAt(path);
      expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
      expect(at(router)).toBe(`/ru${path}`);
      document.body.innerHTML = '';
    }
  });

  it('[SR-005] a two-letter language the site does not offer fails validation with the not-found page', async () => {
    const router = renderAt('/xx/');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(at(router)).toBe('/xx/');
  });

  it('[SR-002] /en/ renders the home page in English', async () => {
    renderAt('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting and casino' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

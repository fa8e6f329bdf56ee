import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpShell } from './testing/shell-harness';

const shell = setUpShell();

async function expectNotFound(text = 'Страница не найдена') {
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
}

describe('not-found page', () => {
  it('[SR-006] a path that matches no route shows "This page could not be found" with 404, inside the main layout', async () => {
    shell.renderAt('/en/no-such-page');
    await expectNotFound('This page could not be found');
    expect(screen.getByRole('banner')).toHaveTextContent('Header content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer content');
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en/');
  });

  it('[SR-006] paths match case-sensitively: /ru/Casino is not found', async () => {
    shell.renderAt('/ru/Casino');
    await expectNotFound();
  });

  it('[SR-005] a route whose param validation fails is not found (results type other than live/zone)', async () => {
    shell.renderAt('/ru/results/tomorrow');
    await expectNotFound();
  });

  it('[SR-007] a page the site config switches off is not found', async () => {
    shell.mock.patchState({ siteConfig: { availableRoutes: { casino: false } } });
    shell.renderAt('/ru/casino');
    await expectNotFound();
  });

  it('[SR-007] the same page shows while the config leaves it on', async () => {
    shell.renderAt('/ru/casino');
    expect(
      await screen.findByRole('heading', { name: 'Этот раздел открывается в своём приложении' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Страница не найдена')).toBeNull();
  });

  it('[SR-089] platform_type is stripped from the address of an unknown route, other query kept, by history replace', async () => {
    const { at, router } = shell.renderAt('/ru/no-such-page?platform_type=mobile&x=1');
    await expectNotFound();
    expect(at()).toBe('/ru/no-such-page?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

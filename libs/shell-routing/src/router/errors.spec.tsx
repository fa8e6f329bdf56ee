import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeatureGuard, GuardOutcome } from '@kickoff/store';
import { setUpShell } from './testing/shell-harness';

const shell = setUpShell();

const onRoute = (name: string, outcome: unknown): FeatureGuard => ({
  name: `on ${name}`,
  stage: 'access',
  check: ({ page }) => (page.name === name ? (outcome as GuardOutcome) : undefined),
});

/** The error page: the status drawn large (with its accessible prefix), the generic error title. */
async function expectErrorPage(status: number) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка' })).toBeInTheDocument();
  expect(screen.getByText(String(status), { exact: false })).toHaveTextContent(`Код ошибки: ${status}`);
}

describe('error page', () => {
  it('[SR-008] a route error with a status other than 404 shows that status (403)', async () => {
    shell.renderAt('/ru/live', { guards: [onRoute('live', { kind: 'error', status: 403 })] });
    await expectErrorPage(403);
  });

  it('[SR-009] a route error without a status code shows 500', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    shell.renderAt('/ru/', { pages: { home: async () => ({ default: Broken }) } });
    await expectErrorPage(500);
  });

  it('[SR-010] an outcome of route middleware the shell does not know gives the error page with 500', async () => {
    shell.renderAt('/ru/live', { guards: [onRoute('live', { kind: 'maybe-later' })] });
    await expectErrorPage(500);
  });

  it('[SR-011] /{lng}/500 is the dedicated 500 page', async () => {
    shell.renderAt('/en/500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toHaveTextContent('Error code: 500');
  });

  it('a contributed guard can redirect or say not found; the first one with an answer wins', async () => {
    const { at } = shell.renderAt('/ru/live', {
      guards: [
        { name: 'silent', stage: 'access', check: () => undefined },
        onRoute('live', { kind: 'redirect', location: '/ru/maintenance' }),
        onRoute('live', { kind: 'not-found' }),
      ],
    });
    expect(await screen.findByRole('main', { name: 'Технические работы' })).toBeInTheDocument();
    expect(at()).toBe('/ru/maintenance');
  });
});

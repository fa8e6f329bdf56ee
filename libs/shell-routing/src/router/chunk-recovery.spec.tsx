import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS } from '../shell/chunk-load-recovery';
import { setUpShell, shownRoute, TestHomePage } from './testing/shell-harness';

const shell = setUpShell();

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/LivePage-abc.js');
const failingChunk = () => Promise.reject(chunkError());
function PageWithBrokenChunk(): never {
  throw chunkError();
}

describe('chunk-load recovery', () => {
  it('[SR-108] a page chunk that fails during a route change loads the target route with a full page load', async () => {
    const { router, page, at } = shell.renderAt('/ru/', {
      pages: { home: async () => ({ default: TestHomePage }), live: failingChunk },
    });
    await screen.findByRole('heading', { name: 'Test home page' });
    act(() => void router.navigate('/ru/live?sport=1'));
    await vi.waitFor(() => expect(page.assigned).toEqual(['/ru/live?sport=1']));
    expect(page.reloads).toBe(0);
    // The document is being replaced: the old page stays until it goes, no error page flashes.
    expect(at()).toBe('/ru/');
    expect(screen.queryByText('Ошибка')).toBeNull();
  });

  it('[SR-109] a page chunk that fails on the first load reloads the page (there is no route change to recover)', async () => {
    const { page } = shell.renderAt('/ru/live', { pages: { live: failingChunk } });
    await vi.waitFor(() => expect(page.reloads).toBe(1));
    expect(page.assigned).toEqual([]);
  });

  it('[SR-109] a chunk failure reaching the error page reloads once; another within 60 s shows the error page instead', async () => {
    const { router, page, adapters } = shell.renderAt('/ru/live', {
      pages: {
        live: async () => ({ default: PageWithBrokenChunk }),
        casino: async () => ({ default: PageWithBrokenChunk }),
      },
    });
    await vi.waitFor(() => expect(page.reloads).toBe(1));
    expect(screen.getByRole('progressbar', { name: 'Загрузка страницы' })).toBeInTheDocument();

    adapters.clock.advance(CHUNK_RELOAD_WINDOW_MS - 1);
    await act(() => router.navigate('/ru/casino'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка' })).toBeInTheDocument();
    expect(page.reloads).toBe(1);
  });

  it('[SR-109] a dynamic import failing outside navigation (unhandled rejection, window error) reloads once per 60 s', async () => {
    const { page, adapters } = shell.renderAt('/ru/live');
    expect(await shownRoute()).toBe('live');
    // The shell listens from an effect that may run just after the page shows on a busy machine: send the first
    // failure until someone hears it (those sent before then reach nobody, as on a page that is still starting).
    await vi.waitFor(() => {
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: chunkError() });
      act(() => void window.dispatchEvent(rejection));
      expect(page.reloads).toBe(1);
    });

    adapters.clock.advance(30_000);
    act(() => void window.dispatchEvent(new ErrorEvent('error', { error: chunkError() })));
    expect(page.reloads).toBe(1);

    adapters.clock.advance(30_000);
    act(() => void window.dispatchEvent(new ErrorEvent('error', { error: chunkError() })));
    expect(page.reloads).toBe(2);
  });

  it('other window errors are left alone', async () => {
    const { page } = shell.renderAt('/ru/live');
    expect(await shownRoute()).toBe('live');
    act(() => void window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') })));
    expect(page.reloads).toBe(0);
  });
});

import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpShell, shownRoute, TestHomePage } from './testing/shell-harness';

const shell = setUpShell();

function LivePage() {
  return <h1>Live page</h1>;
}

describe('navigation progress bar', () => {
  it('[SR-021] shows only after 200 ms of navigation, fills over 5000 ms, and goes when the page is there', async () => {
    let finishLoading: (page: { default: ComponentType }) => void = () => undefined;
    const livePage = new Promise<{ default: ComponentType }>((resolve) => (finishLoading = resolve));
    const { router, adapters } = shell.renderAt('/ru/', {
      pages: { home: async () => ({ default: TestHomePage }), live: () => livePage },
    });
    await screen.findByRole('heading', { name: 'Test home page' });

    act(() => void router.navigate('/ru/live'));
    await act(async () => await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading')));
    act(() => adapters.timers.advance(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => adapters.timers.advance(1));
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' });
    act(() => adapters.timers.advance(2500));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => adapters.timers.advance(2500));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    await act(async () => finishLoading({ default: LivePage }));
    expect(await screen.findByRole('heading', { name: 'Live page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('[SR-021] a navigation faster than 200 ms never shows the bar', async () => {
    const { router, adapters } = shell.renderAt('/ru/');
    await screen.findByRole('heading', { name: 'Test home page' });
    await act(() => router.navigate('/ru/live'));
    expect(await shownRoute()).toBe('live');
    act(() => adapters.timers.advance(5000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

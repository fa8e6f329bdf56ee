import { signedIn, sessionPlayer } from '@kickoff/contracts';
import { createI18n, specResources } from '@kickoff/i18n';
import { createManualClock, memoryStorage } from '@kickoff/runtime';
import { createShellRoutes, shellRoutingResources, useShellPage } from '@kickoff/shell-routing';
import { uiResources } from '@kickoff/ui';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createForgotPasswordSite } from '../../testing/forgot-password-site';
import { textOf } from '../../testing/forgot-password-texts';
import { overridablePlatform } from '@kickoff/testing';
import { forgotPasswordResources } from '../forgot-password-resources';
import { ConnectedForgotPasswordModal } from './ConnectedForgotPasswordModal';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

/** The home page as apps/web will compose it: the shell's resolved page says whether the modal was asked for. */
function HomeWithForgotPassword({ onClosed }: { onClosed: (outcome: 'exit' | 'cancel') => void }) {
  const page = useShellPage();
  return (
    <>
      <h1>Home</h1>
      <ConnectedForgotPasswordModal queryFlag={page?.modal === 'forgot-password'} onClosed={onClosed} />
    </>
  );
}

/** The real shell (route table, resolver, loader) on a memory router, over a real store and the platform mock. */
function renderSiteAt(path: string, { userId = null }: { userId?: number | null } = {}) {
  const s = createForgotPasswordSite(platform.mock, { userId });
  const onClosed = vi.fn<(outcome: 'exit' | 'cancel') => void>();
  const i18n = createI18n({
    language: 'ru',
    bundles: [uiResources, specResources, shellRoutingResources, forgotPasswordResources],
  });
  const routes = createShellRoutes({
    store: s.store,
    i18n,
    pages: { home: async () => ({ default: () => <HomeWithForgotPassword onClosed={onClosed} /> }) },
    isAuthenticated: sessionPlayer(s.ports).isAuthenticated,
    isProduction: false,
    chunkRecovery: {
      page: { assign: vi.fn(), reload: vi.fn() },
      clock: createManualClock(1_000_000),
      storage: memoryStorage(),
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={s.store}>
      <FeaturePortsProvider ports={s.ports}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </FeaturePortsProvider>
    </Provider>,
  );
  return { ...s, router, onClosed };
}

const homeShown = () => screen.findByRole('heading', { level: 1, name: 'Home' });
const modalTitle = () => textOf('session_forgot_title', 'ru');

describe('forgot-password modal on the home route', () => {
  it('[SR-086] showForgotPasswordModal=1 on the home route opens the forgot-password modal for an anonymous visitor', async () => {
    renderSiteAt('/ru/?showForgotPasswordModal=1');
    const dialog = await screen.findByRole('dialog', { name: modalTitle() });
    expect(dialog).toHaveTextContent(textOf('session_forgot_call_text', 'ru'));
    expect(screen.getByRole('textbox', { name: textOf('session_forgot_login_label', 'ru') })).toHaveFocus();
  });

  it('[SR-086] the named forgot-password route lands on home with the modal open', async () => {
    const site = renderSiteAt('/ru/user/forgotpassword');
    expect(await screen.findByRole('dialog', { name: modalTitle() })).toBeVisible();
    expect(site.router.state.location.search).toBe('?showForgotPasswordModal=1');
  });

  it('[SR-087] for a signed-in user showForgotPasswordModal on the home route does not open the modal', async () => {
    renderSiteAt('/ru/?showForgotPasswordModal=1', { userId: 1001 });
    await homeShown();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SR-087] a visitor the session check finds signed in just after arrival sees the untouched modal close as cancel', async () => {
    const site = renderSiteAt('/ru/?showForgotPasswordModal=1');
    await screen.findByRole('dialog', { name: modalTitle() });
    act(() => void site.store.dispatch(signedIn({ userId: 1001 })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(site.onClosed).toHaveBeenCalledWith('cancel');
  });

  it('the home route without the flag opens nothing', async () => {
    renderSiteAt('/ru/');
    await homeShown();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the modal tells the owner it was cancelled, so the flag can be dropped', async () => {
    const site = renderSiteAt('/ru/?showForgotPasswordModal=1');
    await screen.findByRole('dialog', { name: modalTitle() });
    await userEvent.click(screen.getByRole('button', { name: textOf('session_forgot_cancel', 'ru') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(site.onClosed).toHaveBeenCalledExactlyOnceWith('cancel');
  });
});

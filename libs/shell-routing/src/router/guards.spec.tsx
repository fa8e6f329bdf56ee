import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionSlice, setUpShell, shownRoute } from './testing/shell-harness';
import { SESSION_WAIT_LIMIT_MS } from './until-session-known';

const shell = setUpShell();

describe('guards', () => {
  it('[SR-024] [SR-026] a protected route opened by an anonymous visitor on a first load replaces itself with the login page', async () => {
    const { at, router } = shell.renderAt('/ru/office/account');
    expect(await shownRoute()).toBe('login');
    expect(at()).toBe('/ru/user/login?returnTo=%2Fru%2Foffice%2Faccount');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[SR-024] during in-app navigation the login form opens over the current page, which stays', async () => {
    const { at, router, openLoginModal } = shell.renderAt('/ru/live');
    expect(await shownRoute()).toBe('live');
    await act(() => router.navigate('/ru/office/history?page=2'));
    // The guard answers from the loader, which may still be reading site config on a busy machine (the platform
    // client and the route table are chunks of their own, each imported afresh in a cold test run).
    await vi.waitFor(() => expect(openLoginModal).toHaveBeenCalledWith('/ru/office/history?page=2'), { timeout: 5000 });
    expect(at()).toBe('/ru/live');
    expect(await shownRoute()).toBe('live');
  });

  it('[SR-025] an account-area route sends an anonymous visitor to the authentication app', async () => {
    const { at } = shell.renderAt('/ru/convert-account');
    expect(await shownRoute()).toBe('auth-app');
    expect(at()).toBe('/ru/auth?returnTo=%2Fru%2Fconvert-account');
  });

  it('[SR-029] a signed-in user opening the login page is sent home', async () => {
    const { at } = shell.renderAt('/ru/user/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Test home page' })).toBeInTheDocument();
    expect(at()).toBe('/ru/');
  });

  it('[SR-026] signing out on an office page re-resolves it: the visitor lands on the login page, no form over the guarded page', async () => {
    const { at, store, openLoginModal } = shell.renderAt('/ru/office/account', { signedIn: true });
    expect(await shownRoute()).toBe('office-account');
    act(() => void store.dispatch(sessionSlice.actions.signedIn(false)));
    await vi.waitFor(() => expect(at()).toBe('/ru/user/login?returnTo=%2Fru%2Foffice%2Faccount'));
    expect(openLoginModal).not.toHaveBeenCalled();
  });

  it('[SR-024] a protected page loaded before the platform has said who is signed in waits for it: a signed-in player gets the page, not the login form', async () => {
    const { at, store, adapters } = shell.renderAt('/ru/office/account', { sessionKnown: false });
    await vi.waitFor(() => expect(adapters.timers.pendingDelays).toContain(SESSION_WAIT_LIMIT_MS));
    expect(at()).toBe('/ru/office/account');
    act(() => void store.dispatch(sessionSlice.actions.signedIn(true)));
    expect(await shownRoute()).toBe('office-account');
    expect(at()).toBe('/ru/office/account');
    expect(adapters.timers.pendingDelays).not.toContain(SESSION_WAIT_LIMIT_MS);
  });

  it('[SR-024] [SR-026] an anonymous visitor on such a first load goes to the login page once the platform has said nobody is signed in', async () => {
    const answered = shell.renderAt('/ru/office/account', { sessionKnown: false });
    await vi.waitFor(() => expect(answered.adapters.timers.pendingDelays).toContain(SESSION_WAIT_LIMIT_MS));
    act(() => void answered.store.dispatch(sessionSlice.actions.signedIn(false)));
    expect(await shownRoute()).toBe('login');
    expect(answered.at()).toBe('/ru/user/login?returnTo=%2Fru%2Foffice%2Faccount');
  });

  it('[SR-024] a platform that never says who is signed in leaves a protected page to the login page once the wait is over', async () => {
    const { at, adapters } = shell.renderAt('/ru/office/account', { sessionKnown: false });
    await vi.waitFor(() => expect(adapters.timers.pendingDelays).toContain(SESSION_WAIT_LIMIT_MS));
    act(() => adapters.timers.advance(SESSION_WAIT_LIMIT_MS));
    expect(await shownRoute()).toBe('login');
    expect(at()).toBe('/ru/user/login?returnTo=%2Fru%2Foffice%2Faccount');
  });
});

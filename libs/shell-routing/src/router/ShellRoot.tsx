import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation, useRevalidator } from 'react-router-dom';
import { NavigationProgress } from '../widgets/NavigationProgress';
import { WindowSizeProvider } from '../widgets/window-size';
import { listenForChunkErrors } from './chunk-recovery';
import { useShell } from './shell-context';
import { useShellSiteConfig } from './use-site-config';

/** Routing decisions depend on the session: signing in or out re-resolves the page on screen (guards). */
function useRevalidateOnSessionChange() {
  const { isAuthenticated } = useShell();
  const authenticated = useSelector(isAuthenticated);
  const revalidator = useRevalidator();
  const previous = useRef(authenticated);
  useEffect(() => {
    if (previous.current === authenticated) return;
    previous.current = authenticated;
    void revalidator.revalidate();
  }, [authenticated, revalidator]);
}

/**
 * What the root keeps up for every page (site config subscribed, guards re-run on a sign-in change, the current
 * address, chunk-error recovery). A part of its own beside the page: what it subscribes to re-renders it alone, not
 * the page under the root. Rendered after the page, so its effects still run after the page's, as the root's did.
 */
function ShellUpkeep() {
  const shell = useShell();
  const location = useLocation();
  useShellSiteConfig();
  useRevalidateOnSessionChange();
  useEffect(
    () => shell.navigation.commit(`${location.pathname}${location.search}${location.hash}`),
    [shell.navigation, location],
  );
  useEffect(() => listenForChunkErrors(window, shell.recovery), [shell.recovery]);
  return null;
}

/** The root of every page: progress bar, window size, chunk-error recovery and the current address. */
export function ShellRoot() {
  const { timers } = useShell();
  return (
    <WindowSizeProvider timers={timers}>
      <NavigationProgress timers={timers} />
      <Outlet />
      <ShellUpkeep />
    </WindowSizeProvider>
  );
}

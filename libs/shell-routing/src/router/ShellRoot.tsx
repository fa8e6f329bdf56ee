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

/** The root of every page: progress bar, window size, chunk-error recovery and the current address. */
export function ShellRoot() {
  const shell = useShell();
  const location = useLocation();
  useShellSiteConfig();
  useRevalidateOnSessionChange();
  useEffect(() => shell.navigation.commit(`${location.pathname}${location.search}${location.hash}`), [shell.navigation, location]);
  useEffect(() => listenForChunkErrors(window, shell.recovery), [shell.recovery]);
  return (
    <WindowSizeProvider timers={shell.timers}>
      <NavigationProgress timers={shell.timers} />
      <Outlet />
    </WindowSizeProvider>
  );
}

import { type PortRegistry, usePort } from '@kickoff/store';
import { useSelector } from 'react-redux';
import type { AnalyticsEvent, TrackAnalytics } from './analytics';
import type { SessionPlayer } from './session';
import type { ShownPage } from './shell';
import type {} from './ports';

type PortReader = Pick<PortRegistry, 'find'>;

const ANONYMOUS: SessionPlayer = { userId: () => null, isAuthenticated: () => false };

/** Who is signed in, asked of the session each time: anonymous on a site without the session (or before it installs). */
export function sessionPlayer(ports: PortReader): SessionPlayer {
  const player = () => ports.find('session.player') ?? ANONYMOUS;
  return { userId: (state) => player().userId(state), isAuthenticated: (state) => player().isAuthenticated(state) };
}

/** The session's `session.player` in a component. */
export function useSessionPlayer(): SessionPlayer {
  return usePort('session.player') ?? ANONYMOUS;
}

export function useIsSignedIn(): boolean {
  return useSelector(useSessionPlayer().isAuthenticated);
}

const noPage = (): ShownPage | undefined => undefined;

/** The page the shell's router resolved (port `shell.usePage`); undefined outside it. */
export function useShownPage(): ShownPage | undefined {
  const usePage = usePort('shell.usePage') ?? noPage;
  return usePage();
}

/**
 * Sends an event to the analytics port, read when the event happens. ANA-019: a failing tracker is logged as a
 * warning and never breaks what sent the event; with no port installed the event goes nowhere.
 */
export function analyticsOf(ports: PortReader, warn: (message: string, detail?: unknown) => void): TrackAnalytics {
  return (event: AnalyticsEvent) => {
    try {
      ports.find('analytics.track')?.(event);
    } catch (error) {
      warn('analytics: the event could not be sent', { event, error });
    }
  };
}

import type { AppStartListening } from '@kickoff/store';
import type { SessionDeps } from './session-deps';
import { registerAutoLogoff } from './auto-logoff-listener';
import { registerLogout } from './logout-listener';
import { registerSessionCheck } from './session-check-listener';
import { registerTerms } from './terms-listener';

/** The session's work after the start (its services' chunk): the session check, logout, auto logoff, terms; returns one function that removes it all. */
export function registerSessionServices(startListening: AppStartListening, deps: SessionDeps): () => void {
  const stops = [
    registerSessionCheck(startListening, deps),
    registerLogout(startListening, deps),
    registerAutoLogoff(startListening, deps),
    registerTerms(startListening, deps),
  ];
  return () => stops.forEach((stop) => stop());
}

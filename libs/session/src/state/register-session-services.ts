import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { registerAutoLogoff } from './auto-logoff-listener';
import { registerLogout } from './logout-listener';
import { registerSessionCheck } from './session-check-listener';
import { registerTerms } from './terms-listener';

/** The session's work after the start (its services' chunk): the session check, logout, auto logoff, terms; returns one function that removes it all. */
export function registerSessionServices(startListening: AppStartListening, ports: SessionPorts): () => void {
  const stops = [
    registerSessionCheck(startListening, ports),
    registerLogout(startListening, ports),
    registerAutoLogoff(startListening, ports),
    registerTerms(startListening, ports),
  ];
  return () => stops.forEach((stop) => stop());
}

import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { registerAutoLogoff } from './auto-logoff-listener';
import { registerLogout } from './logout-listener';
import { registerSessionCheck } from './session-check-listener';
import { registerTerms } from './terms-listener';

/** Everything the session does on its own; returns one function that removes it all. */
export function registerSessionListeners(startListening: AppStartListening, ports: SessionPorts): () => void {
  const stops = [
    registerSessionCheck(startListening, ports),
    registerLogout(startListening, ports),
    registerAutoLogoff(startListening, ports),
    registerTerms(startListening, ports),
  ];
  return () => stops.forEach((stop) => stop());
}

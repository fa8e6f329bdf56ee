import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { registerAutoLogoff } from './auto-logoff-listener';
import { registerLogout } from './logout-listener';
import { registerTerms } from './terms-listener';

/** What only a logout or a signed-in player needs (the session services' chunk); returns one function that removes it all. */
export function registerSessionServices(startListening: AppStartListening, ports: SessionPorts): () => void {
  const stops = [registerLogout(startListening, ports), registerAutoLogoff(startListening, ports), registerTerms(startListening, ports)];
  return () => stops.forEach((stop) => stop());
}

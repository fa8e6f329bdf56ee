import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { registerSessionCheck } from './session-check-listener';
import { registerSessionServices } from './register-session-services';

/** Everything the session does on its own (the first load's session check and the services); returns one function that removes it all. */
export function registerSessionListeners(startListening: AppStartListening, ports: SessionPorts): () => void {
  const stops = [registerSessionCheck(startListening, ports), registerSessionServices(startListening, ports)];
  return () => stops.forEach((stop) => stop());
}

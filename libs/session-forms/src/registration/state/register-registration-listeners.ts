import { registerCredentialsSaving } from './credentials-listener';
import { registerFinishRegistration } from './finish-listener';
import { registerOpening } from './opening-listener';
import type { AppStartListening } from '@kickoff/store';
import type { RegistrationPorts } from './registration-ports';
import { registerSubmit } from './submit-listener';

/** Everything registration does on its own; returns one function that removes it all. */
export function registerRegistrationListeners(startListening: AppStartListening, ports: RegistrationPorts): () => void {
  const stops = [
    registerOpening(startListening, ports),
    registerSubmit(startListening, ports),
    registerCredentialsSaving(startListening, ports),
    registerFinishRegistration(startListening, ports),
  ];
  return () => stops.forEach((stop) => stop());
}

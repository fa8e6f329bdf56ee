import { registerCredentialsSaving } from './credentials-listener';
import { registerFinishRegistration } from './finish-listener';
import { registerOpening } from './opening-listener';
import type { AppStartListening } from '@kickoff/store';
import type { RegistrationDeps } from './registration-deps';
import { registerSubmit } from './submit-listener';

/** Everything registration does on its own; returns one function that removes it all. */
export function registerRegistrationListeners(startListening: AppStartListening, deps: RegistrationDeps): () => void {
  const stops = [
    registerOpening(startListening, deps),
    registerSubmit(startListening, deps),
    registerCredentialsSaving(startListening, deps),
    registerFinishRegistration(startListening, deps),
  ];
  return () => stops.forEach((stop) => stop());
}

import type { AppStartListening } from '@kickoff/store';
import { registerPaymentConsultant } from './payment-consultant-listener';
import { registerSecureData } from './secure-data-listener';
import type { StartupDeps } from './startup-deps';
import { registerStartupTimers } from './startup-timers-listener';

/** The session's start-up services (SES-061 … SES-063, SES-068 … SES-072); returns one function that removes them. */
export function registerStartup(startListening: AppStartListening, deps: StartupDeps): () => void {
  const stops = [
    registerPaymentConsultant(startListening, deps),
    registerStartupTimers(startListening, deps),
    registerSecureData(startListening, deps),
  ];
  return () => stops.forEach((stop) => stop());
}

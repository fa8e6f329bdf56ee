import type { AppStartListening } from '@kickoff/store';
import { registerPaymentConsultant } from './payment-consultant-listener';
import { registerSecureData } from './secure-data-listener';
import type { StartupPorts } from './startup-ports';
import { registerStartupTimers } from './startup-timers-listener';

/** The session's start-up services (SES-061 … SES-063, SES-068 … SES-072); returns one function that removes them. */
export function registerStartup(startListening: AppStartListening, ports: StartupPorts): () => void {
  const stops = [
    registerPaymentConsultant(startListening, ports),
    registerStartupTimers(startListening, ports),
    registerSecureData(startListening, ports),
  ];
  return () => stops.forEach((stop) => stop());
}

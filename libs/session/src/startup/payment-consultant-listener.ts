import type { AppStartListening } from '@kickoff/store';
import { sessionStarted } from '../state/session-slice';
import { isPaymentConsultantQuery } from './payment-consultant';
import type { StartupPorts } from './startup-ports';
import { PAYMENT_CONSULTANT_STORAGE_KEY } from './startup-timing';

/** SES-061: `payment_consultant=1` in the address of the load is stored; any other value writes nothing. */
export function registerPaymentConsultant(startListening: AppStartListening, ports: Pick<StartupPorts, 'storage' | 'currentSearch'>): () => void {
  return startListening({
    actionCreator: sessionStarted,
    effect: () => {
      if (isPaymentConsultantQuery(ports.currentSearch())) ports.storage.setItem(PAYMENT_CONSULTANT_STORAGE_KEY, '1');
    },
  });
}

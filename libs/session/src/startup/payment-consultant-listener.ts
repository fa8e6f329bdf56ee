import type { AppStartListening } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { sessionStarted } from '../state/session-slice';
import { isPaymentConsultantQuery } from './payment-consultant';
import type { StartupDeps } from './startup-deps';
import { startupServicesLoaded } from './startup-services-loaded';
import { PAYMENT_CONSULTANT_STORAGE_KEY } from './startup-timing';

/** SES-061: `payment_consultant=1` in the address of the load is stored; any other value writes nothing. */
export function registerPaymentConsultant(
  startListening: AppStartListening,
  deps: Pick<StartupDeps, 'storage' | 'currentSearch'>,
): () => void {
  return startListening({
    matcher: isAnyOf(sessionStarted, startupServicesLoaded),
    effect: () => {
      if (isPaymentConsultantQuery(deps.currentSearch())) deps.storage.setItem(PAYMENT_CONSULTANT_STORAGE_KEY, '1');
    },
  });
}

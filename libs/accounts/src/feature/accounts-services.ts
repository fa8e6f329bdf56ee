import { sessionPlayer } from '@kickoff/contracts';
import { defineFeature, type LoadableFeature } from '@kickoff/store';
import { startBalanceRefresh } from '../state/balance-listeners';
import { startAccountOperations } from '../state/operation-listeners';

/**
 * The accounts' work: the balance (read on sign-in, on request, when the tab is shown again and every 30 s) and the
 * player's operations (the active account switch, adding and removing currencies), with their platform calls. A chunk
 * of its own, installed right after the start: a visitor's first load carries none of it.
 */
const accountsServicesFeature = defineFeature({
  name: 'accounts services',
  register({ startAppListening, adapters, store, ports }) {
    const { timers, visibility } = adapters;
    const stops = [
      startBalanceRefresh(startAppListening, { timers, visibility, store, player: sessionPlayer(ports) }),
      startAccountOperations(startAppListening, adapters.timers),
    ];
    return () => stops.forEach((stop) => stop());
  },
});

export const accountsServicesModule: LoadableFeature<undefined> = {
  feature: accountsServicesFeature,
  api: () => undefined,
};

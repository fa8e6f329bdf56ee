import { type SiteConfig, configGroups, listAvailablePartitions, siteConfig } from '@kickoff/platform-api';
import { maintenanceAnswer } from '../model/maintenance';
import { AVAILABLE_PARTITIONS } from '../model/site-config';
import { ok } from './answers';
import { behaviour } from './behaviour';

export const configBehaviours = [
  behaviour(siteConfig, {
    // The stored config is loose JSON (patchState merges into it): the contract check before sending is what keeps it honest.
    resolve: ({ model }) =>
      ok({ ...model.state.siteConfig, maintenance: maintenanceAnswer(model.state.maintenance) } as SiteConfig),
  }),
  behaviour(configGroups, {
    // Unknown groups answer empty rather than failing: the shell only logs config group trouble (CFG-009).
    resolve: ({ model, query }) =>
      ok(Object.fromEntries(query.groups.split(',').map((group) => [group, model.state.configGroups[group] ?? {}]))),
  }),
  behaviour(listAvailablePartitions, {
    resolve: () => ok({ listAvailablePartitions: AVAILABLE_PARTITIONS, success: true }),
  }),
];

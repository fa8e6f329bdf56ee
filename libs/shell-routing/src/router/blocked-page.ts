import type { GuardOutcome } from '@kickoff/store';
import { data } from 'react-router-dom';
import type { PageResolution } from '../routes';
import { loadRouteTable, type RouteTable } from '../routes/lazy-route-table';
import type { ShellPageData } from './shell-options';

interface BlockedPageDeps {
  /** Loads a chunk the navigation needs, recovering from a failed load as the loader does. */
  load(chunk: () => Promise<RouteTable>): Promise<RouteTable>;
  loadPage(resolution: PageResolution): Promise<void>;
}

/**
 * A guard that shows another page in place (a blocking or maintenance page): that route's page and layout, the
 * address kept, with the status the guard gave it.
 */
export async function blockedPage(
  resolution: PageResolution,
  outcome: Extract<GuardOutcome, { kind: 'blocked' }>,
  deps: BlockedPageDeps,
) {
  const { routeNamed } = await deps.load(loadRouteTable);
  const route = routeNamed(outcome.page);
  // SR-010: a page the table does not know is the shell's failure, never a silently shown page.
  if (!route) throw data(null, { status: 500 });
  const shown: PageResolution = { ...resolution, route, layout: route.layout ?? 'main' };
  await deps.loadPage(shown);
  const page: ShellPageData = { resolution: shown };
  return outcome.status === undefined ? page : data(page, { status: outcome.status });
}

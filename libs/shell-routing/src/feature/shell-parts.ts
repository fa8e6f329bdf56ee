import type { FeatureContext } from '@kickoff/store';
import { LazyLogoutConfirmation } from '../modals/logout/LazyLogoutConfirmation';
import { ConnectedUpdateNotice } from '../modals/update/ConnectedUpdateNotice';
import { useShellPage } from '../router/page-context';

/**
 * What the shell offers other features besides the current route: the page for slot content, its modals, and the
 * analytics port's stand-in. The stand-in only logs: the analytics lib provides the port instead once it exists
 * (and this line goes).
 */
export function provideShellParts({ ports, adapters }: Pick<FeatureContext, 'ports' | 'adapters'>): void {
  ports.provide('shell.usePage', useShellPage);
  ports.provide('shell.UpdateNotice', ConnectedUpdateNotice);
  ports.provide('shell.LogoutConfirmation', LazyLogoutConfirmation);
  ports.provide('analytics.track', (event) => adapters.logger.info('[analytics]', event));
}

import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import type { SessionDeps } from '../state/session-deps';
import { confirmTermsPath, routeKnown } from './site-ports';

/** Pages one may read with unconfirmed terms: the legal texts themselves (SES-054). */
const TERMS_EXEMPT_AREAS = new Set(['information']);

/** The session listeners' outside world, from the feature context: adapters, the shell's current route, navigation. */
export function sessionDeps(ctx: FeatureContext, log: SessionDeps['log']): SessionDeps {
  const { adapters, navigation, i18n, ports } = ctx;
  const route = () => ports.get('shell.currentRoute');
  return {
    timers: adapters.timers,
    visibility: adapters.visibility,
    cookies: adapters.cookies,
    storage: adapters.localStorage,
    activity: adapters.activity,
    routeKnown: () => routeKnown(ctx),
    isProtectedPage: () => route().isProtected(),
    isConfirmTermsPage: () => route().routeName() === 'confirm-terms',
    isTermsExemptPage: () => TERMS_EXEMPT_AREAS.has(route().area() ?? ''),
    navigate: (target) => {
      if (target === 'reload') adapters.page.reload();
      else if (target === 'home') navigation.navigate(`/${i18n.language}/`);
      else navigation.navigate(confirmTermsPath(ctx));
    },
    autoLogoffMinutes: (state) => selectSiteConfig(state, i18n.language)?.autoLogoffMinutes ?? null,
    log,
  };
}

import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import { selectIsAuthenticated, selectIsSessionKnown, selectUserId } from '../state/selectors';

type Log = (message: string, detail?: unknown) => void;

/** The confirm-terms page in the current language (SES-054, API-017). */
export const confirmTermsPath = ({ ports, i18n }: Pick<FeatureContext, 'ports' | 'i18n'>): string =>
  ports.get('shell.currentRoute').pathOf('confirm-terms') ?? `/${i18n.language}/confirm-terms`;

/**
 * Resolves once the shell's current route reads the route table (a chunk arriving after the start); a table that
 * failed to load resolves too, its answers staying cautious.
 */
export const routeKnown = ({ ports }: Pick<FeatureContext, 'ports'>): Promise<void> =>
  ports
    .get('shell.currentRoute')
    .ready()
    .catch(() => undefined);

/** The forms' chunk, installed on first use; a chunk that failed to load may be asked for again. */
export const loadForms = ({ ports }: Pick<FeatureContext, 'ports'>) =>
  Promise.resolve().then(async () => {
    // The forms name pages and send players to them (where to return after a sign-in): with the route table in.
    const [forms] = await Promise.all([ports.lazy('sessionForms').load(), routeKnown({ ports })]);
    return forms;
  });

/** What the session offers the site: who is signed in, the login form, captcha, terms. */
export function provideSessionPorts(ctx: FeatureContext, log: Log): void {
  const { ports, store, i18n, navigation, adapters } = ctx;
  ports.provide('session.player', { userId: selectUserId, isAuthenticated: selectIsAuthenticated });
  ports.provide('shell.signIn', {
    isAuthenticated: selectIsAuthenticated,
    isSessionKnown: selectIsSessionKnown,
    // SR-022: a protected page met from another page opens the login form over it, coming back after sign-in.
    openLoginModal: (returnTo) =>
      void loadForms(ctx).then(
        (forms) => forms.openLogin(returnTo),
        (error: unknown) => log('login form unavailable', error),
      ),
  });
  // API-010/011: the captcha is one of the session's forms; their chunk loads when the platform first asks for one.
  ports.provide('platform.solveCaptcha', (code, call) =>
    loadForms(ctx).then(
      (forms) => forms.solveCaptcha(code, call),
      (error: unknown) => {
        log('captcha unavailable: the forms did not load', error);
        return null;
      },
    ),
  );
  // API-016/017: a 451 sends the player to confirm the changed terms, when site config has it on.
  ports.provide('platform.termsConfirmation', {
    isEnabled: () => selectSiteConfig(store.getState(), i18n.language)?.isTermsConfirmationEnabled ?? false,
    required: () => void routeKnown(ctx).then(() => navigation.navigate(confirmTermsPath(ctx))),
  });
  ports.provide('session.reloadPage', () => adapters.page.reload());
}

import { type SessionFormsApi, signedIn } from '@kickoff/contracts';
import { specResources } from '@kickoff/i18n';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { defineFeature } from '@kickoff/store';
import { createTestStore, signInOnPlatform, TEST_ORIGIN } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { accountsFeature } from '../feature/accounts-feature';
import { balanceReceived } from '../state/accounts-slice';

/** The forms' chunk is not under test here: a stand-in so the session's visitor preload finds one. */
const formsStandIn = defineFeature({
  name: 'session forms',
  later: [
    {
      name: 'sessionForms',
      load: async () => ({
        feature: defineFeature({ name: 'forms stand-in' }),
        api: (): SessionFormsApi => ({
          solveCaptcha: async () => null,
          openLogin: () => undefined,
          openRegistration: () => undefined,
          openForgotPassword: () => undefined,
          Forms: () => null,
          LoginPage: () => null,
          RegistrationPage: () => null,
        }),
      }),
    },
  ],
});

/** The site as the app installs the accounts (shell, session, accounts) over `mock`, in `language`. */
export function createAccountsSite({
  mock = createPlatformMock(),
  language = 'ru',
  path = '/ru/',
  refuse,
}: { mock?: PlatformMock; language?: string; path?: string; refuse?: (request: Request) => boolean } = {}) {
  const site = createTestStore({
    features: [shellFeature, sessionFeature, formsStandIn, accountsFeature],
    mock,
    language,
    bundles: [uiResources, specResources],
    href: `${TEST_ORIGIN}${path}`,
    refuse,
  });
  /** Signs `login` in on the platform as a form does and tells the session, which starts the balance reads. */
  const signIn = async (login = 'demo') => {
    const { user_id: userId } = await signInOnPlatform(site, login);
    site.store.dispatch(signedIn({ userId, via: 'login' }));
    return userId;
  };
  const reads = () => mock.requests('accountsBalance').length;
  const accounts = () => site.store.getState().accounts;
  /** Resolves once the accounts state satisfies `done` (stories on a busy machine: no fixed wait is long enough). */
  const until = (done: (state: ReturnType<typeof accounts>) => boolean) =>
    new Promise<void>((resolve) => {
      if (done(accounts())) return resolve();
      const stop = site.store.subscribe(() => {
        if (!done(accounts())) return;
        stop();
        resolve();
      });
    });
  let answered = 0;
  site.ctx.startAppListening({ actionCreator: balanceReceived, effect: () => void (answered += 1) });
  /**
   * Resolves once every balance read sent so far (and at least `readsAtLeast`) has been answered and its listeners
   * went on to their next wait.
   */
  const settled = async (readsAtLeast = 0) => {
    for (let waited = 0; waited < 5_000 && answered < Math.max(reads(), readsAtLeast); waited += 10) await pause(10);
    await pause(10);
  };
  return { ...site, path, signIn, reads, accounts, until, settled };
}

export type AccountsSite = ReturnType<typeof createAccountsSite>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A demo-like account, for players a test makes for itself. */
export function account(
  id: number,
  iso: 'RUB' | 'USD',
  money: number,
  isActive: boolean,
  type: 0 | 4 | 9 = iso === 'RUB' ? 0 : 9,
) {
  const symbol = iso === 'RUB' ? '₽' : '$';
  return {
    id,
    type,
    iso,
    symbol,
    currencyId: iso === 'RUB' ? 1 : 2,
    money,
    points: 0,
    label: iso,
    labelWithSymbol: `${iso}, ${symbol}`,
    isActive,
    isPointsTypeBalance: false,
  };
}

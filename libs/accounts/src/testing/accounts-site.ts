import { specResources } from '@kickoff/i18n';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, pause, readyPlayerSite, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { accountsFeature } from '../feature/accounts-feature';
import { balanceReceived } from '../state/accounts-slice';

/** The player site with the accounts (shell, session, accounts) over `mock`, in `language`. */
export function createAccountsSite({
  mock = createPlatformMock(),
  language = 'ru',
  path = '/ru/',
  refuse,
}: { mock?: PlatformMock; language?: string; path?: string; refuse?: (request: Request) => boolean } = {}) {
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature, accountsFeature],
    mock,
    language,
    bundles: [uiResources, specResources],
    path,
    ...(refuse ? { refuse } : {}),
  });
  const reads = () => mock.requests('accountsBalance').length;
  const accounts = () => site.store.getState().accounts;
  /** Resolves once the accounts state satisfies `done` (stories on a busy machine: no fixed wait is long enough). */
  const until = (done: (state: ReturnType<typeof accounts>) => boolean) => site.until((state) => done(state.accounts));
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
  return { ...site, reads, accounts, until, settled };
}

export type AccountsSite = ReturnType<typeof createAccountsSite>;

export interface AccountsStoryOptions {
  globals: Record<string, unknown>;
  /** Who is signed in (a demo login or one the setup made); none = a visitor. */
  signedInAs?: string;
  /** Shapes the platform before the sign-in (accounts, frozen …). */
  platform?: (site: AccountsSite) => void;
  /** Runs once the first balance answer is in (a switch, an add …). */
  after?: (site: AccountsSite) => void | Promise<void>;
  /** Calls the platform does not answer (a story that stays loading). */
  refuse?: string[];
}

/** A story's accounts site on the office's account page, in the story's language. */
export async function createAccountsStorySite({
  globals,
  signedInAs,
  platform,
  after,
  refuse = [],
}: AccountsStoryOptions) {
  const language = storyLanguage(globals);
  const site = createAccountsSite({
    language,
    path: `/${language}/office/account`,
    refuse: (request) => refuse.some((path) => new URL(request.url).pathname.endsWith(path)),
  });
  platform?.(site);
  await readyPlayerSite(site, signedInAs);
  if (signedInAs && !refuse.some((path) => path.endsWith('/balance')))
    await site.until((state) => state.status === 'known');
  await after?.(site);
  return site;
}

export const storySiteOf = (loaded: unknown) => (loaded as { site: AccountsSite }).site;

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

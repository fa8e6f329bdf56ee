import type { PlatformStatePatch } from '../platform-mock.types';
import { ACCOUNT_TYPE, createAccount } from './accounts';
import type { ModelContext } from './context';
import { nextId } from './context';
import { DEMO_PASSWORD } from './demo-users';
import { mergePatch, toJson } from './merge-patch';
import type { ModelClock } from './model-clock';
import { type PlatformState, createInitialState } from './state';
import { parseStatePatch } from './state-patch';
import { createUserConfig } from './user-config';
import type { User } from './users';

export interface PlatformModel {
  /** Stable object: `reset()` swaps `context.state`, so hold the context, never the state. */
  readonly context: ModelContext;
  readonly clock: ModelClock;
  /** The seed state again, its times counted from where the clock restarts. */
  reset(): void;
  patchState(patch: PlatformStatePatch): void;
  snapshot(): Record<string, unknown>;
  user(login: string): User | undefined;
}

export interface PlatformModelOptions {
  seed: number;
  /** Its now is the seed's start time. */
  clock: ModelClock;
}

function newUser(context: ModelContext, login: string): User {
  const id = nextId(context, 'user');
  return {
    id,
    login,
    password: DEMO_PASSWORD,
    scenario: 'Added through patchState',
    alwaysCaptcha: false,
    failedPasswords: 0,
    termsChanged: context.state.termsChanged,
    termsConfirmedAt: null,
    twoStepCode: null,
    config: createUserConfig(id, login, true),
    accounts: [createAccount(nextId(context, 'account'), ACCOUNT_TYPE.main, 'RUB', 10_000, true)],
    bonuses: [],
    isAvailableFirstDepositBonus: false,
    isAccountFrozen: false,
    convertAccountStatus: 2,
    limits: [],
    realityCheck: { intervalMinutes: null, doNotShowAgain: false, lastAction: null, lastActionAt: null },
    cookiesAgreeTime: null,
  };
}

function patchLine(state: PlatformState, patch: PlatformStatePatch): void {
  for (const game of state.line.games) {
    const gamePatch = patch.games?.[String(game.id)];
    if (gamePatch)
      Object.assign(
        game,
        mergePatch(
          {
            isFinished: game.isFinished,
            status: game.status,
            score1: game.score1,
            score2: game.score2,
            isLive: game.isLive,
          },
          gamePatch,
        ),
      );
    for (const market of game.markets) {
      const marketPatch = patch.markets?.[String(market.id)];
      if (!marketPatch) continue;
      const { coef, ...rest } = marketPatch;
      Object.assign(market, mergePatch({ isBlocked: market.isBlocked, isBannedExpress: market.isBannedExpress }, rest));
      if (typeof coef === 'number') market.baseCoef = Math.round(coef * 100) / 100;
    }
  }
}

export function createPlatformModel({ seed, clock }: PlatformModelOptions): PlatformModel {
  const context: ModelContext = { state: createInitialState(seed, clock.now()), clock };
  return {
    context,
    clock,
    reset() {
      context.state = createInitialState(seed, clock.restart());
    },
    patchState(input) {
      const patch = parseStatePatch(input);
      const { state } = context;
      if (patch.siteConfig) state.siteConfig = mergePatch(state.siteConfig, patch.siteConfig);
      if (patch.blockReason !== undefined) state.blockReason = patch.blockReason;
      if (patch.maintenance) state.maintenance = { ...state.maintenance, ...patch.maintenance };
      if (patch.redirects) state.redirects = mergePatch(state.redirects, patch.redirects);
      if (patch.registrationCaptcha !== undefined) state.registrationCaptcha = patch.registrationCaptcha;
      for (const [call, count] of Object.entries(patch.failNext ?? {})) {
        if (count > 0) state.failNext[call] = count;
        else delete state.failNext[call];
      }
      if (patch.termsChanged !== undefined) {
        // New terms for everyone (true) or everyone confirmed (false): per-user changes go through `users`.
        state.termsChanged = patch.termsChanged;
        if (patch.termsChanged) state.termsUpdatedAt = clock.now();
        for (const user of Object.values(state.users)) {
          user.termsChanged = patch.termsChanged;
          if (!patch.termsChanged) user.termsConfirmedAt = clock.now();
        }
      }
      for (const [login, userPatch] of Object.entries(patch.users ?? {})) {
        const current = state.users[login] ?? newUser(context, login);
        state.users[login] = mergePatch(current, { ...userPatch, login, id: current.id });
      }
      patchLine(state, patch);
    },
    snapshot() {
      return toJson({ now: clock.now(), nowIso: new Date(clock.now()).toISOString(), ...context.state });
    },
    user: (login) => context.state.users[login],
  };
}

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type PhoneRule, phoneRuleFor } from '../domain/phone';
import { signInApi } from './sign-in-api';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

type MutationName =
  | 'signInByLogin'
  | 'signInByPhone'
  | 'signInByToken'
  | 'signInBySocial'
  | 'signInBySms'
  | 'signInSendSms'
  | 'signInTwoStep'
  | 'signInSocialTwoStep';

type MutationArg<N extends MutationName> = Parameters<(typeof signInApi.endpoints)[N]['initiate']>[0];
type MutationData<N extends MutationName> = NonNullable<
  Awaited<ReturnType<ReturnType<(typeof signInApi.endpoints)[N]['initiate']>>>['data']
>;

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** One sign-in call through the store's API, untracked: what was sent lives in the form state, not in the cache. */
export async function callSignIn<N extends MutationName>(
  dispatch: AnyDispatch,
  name: N,
  arg: MutationArg<N>,
): Promise<CallOutcome<MutationData<N>>> {
  const endpoint = signInApi.endpoints[name] as unknown as {
    initiate(
      arg: unknown,
      options: { track: boolean },
    ): (d: AnyDispatch) => Promise<{ data?: unknown; error?: unknown }>;
  };
  const result = await dispatch(endpoint.initiate(arg, { track: false }));
  return 'data' in result && result.data !== undefined
    ? { ok: true, data: result.data as MutationData<N> }
    : { ok: false, error: result.error };
}

/** The phone rule of a country from the cached lists (fetched once if missing); the contract's bounds when they fail. */
export async function loadPhoneRule(dispatch: AnyDispatch, countryCode: string): Promise<PhoneRule> {
  const [countries, masks] = await Promise.all([
    dispatch(signInApi.endpoints.signInPhoneCountries.initiate(undefined, { subscribe: false })),
    dispatch(signInApi.endpoints.signInPhoneMasks.initiate(undefined, { subscribe: false })),
  ]);
  return phoneRuleFor(countryCode, countries.data, masks.data);
}

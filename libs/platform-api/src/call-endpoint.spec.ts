import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CallAnswer, callEndpoint, localEndpoint } from './call-endpoint';
import { accountsBalance, accountsChangeActive, accountsRemoveCurrency } from './contract/accounts';
import { authOauth } from './contract/auth';
import type { SocialNetwork } from './contract/auth.schemas';
import { couponBetsState, couponPlace, type CouponPayload } from './contract/coupon';
import { lineGame } from './contract/line';
import { remotePageLoad, remotePageLoadWithComponents } from './contract/remote-pages';
import { sessionCheck } from './contract/user';
import type { PlatformBaseQuery } from './http/platform-base-query';
import type { PlatformError } from './http/platform-error';
import type { PlatformRequest } from './http/send';

/** The one API's shape with a base query that records what it is asked and answers from a script. */
function recordingApi(answer: (request: PlatformRequest) => unknown) {
  const sent: PlatformRequest[] = [];
  const baseQuery: PlatformBaseQuery = (request) => {
    sent.push(request);
    return { data: answer(request) };
  };
  const api = createApi({ reducerPath: 'platformApi', baseQuery, tagTypes: ['Balance'], endpoints: () => ({}) });
  return { api, sent };
}

const storeOf = (api: ReturnType<typeof recordingApi>['api']) =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

const balance = { balance: 10, bonus: [], all_accounts: [], is_available_first_deposit_bonus: false };
const page = {
  appName: 'casino',
  title: '',
  body: '',
  style: '',
  cssToLoad: [],
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
};

describe('callEndpoint: endpoints typed from the contract', () => {
  const { api: base, sent } = recordingApi((request) =>
    request.call.name === 'accountsBalance' ? balance : request.call.name === 'sessionCheck' ? { userId: 7 } : page,
  );
  const api = base.injectEndpoints({
    endpoints: (build) => ({
      balance: callEndpoint(build, accountsBalance, { providesTags: ['Balance'] }),
      changeActive: callEndpoint(build, accountsChangeActive, { arg: 'body', invalidatesTags: ['Balance'] }),
      removeCurrency: callEndpoint(build, accountsRemoveCurrency, { arg: 'params' }),
      signedIn: callEndpoint(build, sessionCheck, { transformResponse: (answer) => answer.userId !== null }),
      page: callEndpoint(build, [remotePageLoad, remotePageLoadWithComponents], {
        kind: 'query',
        request: ({ route, components }: { route: string; components?: { name: string }[] }) =>
          components
            ? { call: remotePageLoadWithComponents, params: { appName: 'casino', route }, body: { components } }
            : { params: { appName: 'casino', route }, headers: { 'force-spa': '1' as const } },
      }),
      checked: callEndpoint(build, sessionCheck, {
        async run(_arg, send) {
          const first = await send({});
          return first.error ? { error: first.error } : { data: { userId: first.data.userId, asked: sent.length } };
        },
      }),
      served: localEndpoint(build, {
        run: (_route: string): { data: string } | { error: PlatformError } => ({ data: 'served' }),
      }),
    }),
  });

  it('infers each endpoint’s argument and answer from the call, `request`, `transformResponse` and `run`', () => {
    type Types<K extends keyof typeof api.endpoints> = (typeof api.endpoints)[K]['Types'];
    expectTypeOf<Types<'balance'>['QueryArg']>().toEqualTypeOf<void>();
    expectTypeOf<Types<'balance'>['ResultType']>().toEqualTypeOf<CallAnswer<typeof accountsBalance>>();
    expectTypeOf<Types<'changeActive'>['QueryArg']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<Types<'removeCurrency'>['QueryArg']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<Types<'signedIn'>['ResultType']>().toEqualTypeOf<boolean>();
    expectTypeOf<Types<'page'>['QueryArg']>().toEqualTypeOf<{ route: string; components?: { name: string }[] }>();
    expectTypeOf<Types<'page'>['ResultType']>().toEqualTypeOf<CallAnswer<typeof remotePageLoad>>();
    expectTypeOf<Types<'checked'>['ResultType']>().toEqualTypeOf<{ userId: number | null; asked: number }>();
    expectTypeOf<Types<'served'>['QueryArg']>().toEqualTypeOf<string>();
    expectTypeOf<Types<'served'>['ResultType']>().toEqualTypeOf<string>();
    // A GET call is a query, a POST or DELETE one a mutation, unless `kind` says.
    expectTypeOf<Types<'balance'>>().toHaveProperty('QueryDefinition');
    expectTypeOf<Types<'changeActive'>>().toHaveProperty('MutationDefinition');
    expectTypeOf<Types<'removeCurrency'>>().toHaveProperty('MutationDefinition');
    expectTypeOf<Types<'page'>>().toHaveProperty('QueryDefinition');
  });

  it('sends the call with the parts `arg` or `request` give, the first of several calls unless it names another', async () => {
    const store = storeOf(api);
    sent.length = 0;
    await store.dispatch(api.endpoints.changeActive.initiate({ id: 3 }));
    await store.dispatch(api.endpoints.removeCurrency.initiate({ id: 4 }));
    await store.dispatch(api.endpoints.page.initiate({ route: 'ru/casino' }));
    await store.dispatch(api.endpoints.page.initiate({ route: 'ru/casino', components: [{ name: 'menu' }] }));
    expect(sent).toEqual([
      { call: accountsChangeActive, body: { id: 3 } },
      { call: accountsRemoveCurrency, params: { id: 4 } },
      { call: remotePageLoad, params: { appName: 'casino', route: 'ru/casino' }, headers: { 'force-spa': '1' } },
      {
        call: remotePageLoadWithComponents,
        params: { appName: 'casino', route: 'ru/casino' },
        body: { components: [{ name: 'menu' }] },
      },
    ]);
  });

  it('reads the answer through `transformResponse` and `run`, and runs a local endpoint without the platform', async () => {
    const store = storeOf(api);
    sent.length = 0;
    expect((await store.dispatch(api.endpoints.signedIn.initiate())).data).toBe(true);
    expect((await store.dispatch(api.endpoints.checked.initiate())).data).toEqual({ userId: 7, asked: 2 });
    expect((await store.dispatch(api.endpoints.served.initiate('/ru/casino'))).data).toBe('served');
    expect(sent.map((request) => request.call.name)).toEqual(['sessionCheck', 'sessionCheck']);
  });

  it('keeps RTK Query’s own options: a mutation’s invalidatesTags refetches the query that provides them', async () => {
    const store = storeOf(api);
    const subscription = store.dispatch(api.endpoints.balance.initiate());
    await subscription;
    sent.length = 0;
    await store.dispatch(api.endpoints.changeActive.initiate({ id: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((request) => request.call.name)).toEqual(['accountsChangeActive', 'accountsBalance']);
    subscription.unsubscribe();
  });
});

// Wrong uses do not compile (`tsc` over this file: `npx nx typecheck platform-api`); the lines never run.
const { api: typed } = recordingApi(() => undefined);
export const wrongUses = typed.injectEndpoints({
  endpoints: (build) => ({
    // @ts-expect-error a call with a body cannot be sent without `request` or `arg`
    noBody: callEndpoint(build, couponPlace),
    // @ts-expect-error nor with options that say neither
    noBodyEither: callEndpoint(build, couponPlace, { keepUnusedDataFor: 0 }),
    wrongBody: callEndpoint(build, accountsChangeActive, {
      // @ts-expect-error the body is the contract's `{ id: number }`
      request: (id: string) => ({ body: { id } }),
    }),
    // @ts-expect-error the call has no query to be the argument
    noSuchPart: callEndpoint(build, accountsChangeActive, { arg: 'query' }),
    missingParam: callEndpoint(build, lineGame, {
      // @ts-expect-error lineGame's path needs its gameId
      request: (lng: string) => ({ query: { lng } }),
    }),
    unknownField: callEndpoint(build, couponBetsState, {
      arg: 'query',
      // @ts-expect-error the answer has `bets`, no `states`
      transformResponse: (answer) => answer.states,
    }),
    runAndTransform: callEndpoint(build, sessionCheck, {
      run: async (_arg, send) => send({}),
      // @ts-expect-error `run` reads the answer itself
      transformResponse: (answer) => answer,
    }),
    // @ts-expect-error a GET and a POST form of one request: the method cannot say query or mutation, `kind` must
    bothKinds: callEndpoint(build, [remotePageLoad, remotePageLoadWithComponents], {
      request: (route: string) => ({ params: { appName: 'casino', route } }),
    }),
    // @ts-expect-error `kind` is a query or a mutation, nothing else
    badKind: callEndpoint(build, sessionCheck, { kind: 'subscription' }),
    oauth: callEndpoint(build, authOauth, {
      request: ({ network, lng }: { network: SocialNetwork; lng: string }) => ({ params: { network }, query: { lng } }),
    }),
    place: callEndpoint(build, couponPlace, { arg: 'body' }),
  }),
});

export function wrongArguments(payload: CouponPayload) {
  // @ts-expect-error the network is one of the contract's
  wrongUses.endpoints.oauth.initiate({ network: 'myspace', lng: 'ru' });
  // @ts-expect-error the placement's argument is the contract's coupon payload
  wrongUses.endpoints.place.initiate({ ...payload, amount: '10' });
  wrongUses.endpoints.place.initiate(payload);
}

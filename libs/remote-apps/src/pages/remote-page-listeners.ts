import { isAnyOf, type ListenerEffectAPI } from '@reduxjs/toolkit';
import { describePlatformError, isCancelled, isPlatformError, type RemotePage } from '@kickoff/platform-api';
import { type Clock, sleep, type Timers } from '@kickoff/runtime';
import type { AppDispatch, AppStartListening, RootState, ThunkExtra } from '@kickoff/store';
import type { RemoteAppsLogger } from '../logger';
import { remoteAppStatusRequested, selectRemoteApp } from '../registry/remote-apps-slice';
import { REMOTE_APP_STATUS, type RemoteAppStatus } from '../registry/remote-app-status';
import { type RemotePageArgs, remotePageApi } from './remote-page-api';
import { REMOTE_PAGE_RELOAD_THROTTLE_MS, retryDelayMs } from './remote-page-defaults';
import {
  remotePageAppFailed,
  remotePageApplied,
  remotePageFailed,
  remotePageLeft,
  remotePageLoaded,
  remotePageReloadAccepted,
  remotePageReloadRequested,
  remotePageRequested,
  remotePageRetryStarted,
  selectRemotePageView,
} from './remote-pages-slice';

type Api = ListenerEffectAPI<RootState, AppDispatch, ThunkExtra>;

export interface RemotePageListenerDeps {
  timers: Timers;
  clock: Clock;
  logger: RemoteAppsLogger;
}

type Outcome = { data: RemotePage } | { error: unknown };

/**
 * One attempt through the endpoint; leaving the view aborts the HTTP request itself. The attempt holds a
 * subscription while it runs: RTK Query removes an unsubscribed entry when its keep-alive ends, even while
 * a request for it is pending, and that request's outcome would then be lost.
 */
async function loadOnce(api: Api, args: RemotePageArgs, signal: AbortSignal): Promise<Outcome> {
  const subscription = api.dispatch(remotePageApi.endpoints.remoteAppsPage.initiate(args, { forceRefetch: true }));
  const abort = () => subscription.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const result = await subscription;
    // isError first: after a reload the result may still carry the previous answer beside the new error.
    return result.isError || result.data === undefined ? { error: result.error } : { data: result.data };
  } finally {
    signal.removeEventListener('abort', abort);
    subscription.unsubscribe();
  }
}

const describe = (error: unknown) =>
  isPlatformError(error) ? describePlatformError(error) : String((error as { message?: unknown })?.message ?? error);

/** Registry moves made on the page's behalf, only where the table allows them, so nothing here is ever refused. */
function moveApp(api: Api, appName: string, to: RemoteAppStatus, from: readonly RemoteAppStatus[]) {
  if (from.includes(selectRemoteApp(api.getState(), appName).status))
    api.dispatch(remoteAppStatusRequested({ appName, status: to }));
}

/**
 * The page load with its retries (RA-010 … RA-013): after a failure wait 1000, 2000, 4000 ms on the injected
 * timers and try again; after the third retry stay in error. Aborted when the view is left or reloaded.
 */
async function loadWithRetries(
  api: Api,
  viewId: string,
  signal: AbortSignal,
  { timers, logger }: RemotePageListenerDeps,
) {
  for (let retry = 0; ; retry += 1) {
    const view = selectRemotePageView(api.getState(), viewId);
    if (!view || signal.aborted) return;
    const { loadId, request } = view;
    if (retry > 0) api.dispatch(remotePageRetryStarted({ viewId, loadId }));
    moveApp(api, request.appName, REMOTE_APP_STATUS.loading, [REMOTE_APP_STATUS.notExisting, REMOTE_APP_STATUS.error]);
    const outcome = await loadOnce(api, { viewId, request }, signal);
    // The route was left or reloaded meanwhile: this answer must not paint over the next page.
    if (signal.aborted) return;
    if ('data' in outcome) {
      api.dispatch(remotePageLoaded({ viewId, loadId, page: outcome.data }));
      return;
    }
    if (isCancelled(outcome.error)) return;
    const nextDelayMs = retryDelayMs(retry);
    const message = describe(outcome.error);
    logger.warn(
      `remote page ${request.appName}${request.route} failed (${nextDelayMs === null ? 'retries spent' : `retry in ${nextDelayMs} ms`}): ${message}`,
    );
    moveApp(api, request.appName, REMOTE_APP_STATUS.error, [REMOTE_APP_STATUS.loading]);
    api.dispatch(remotePageFailed({ viewId, loadId, message, retriesMade: retry, nextDelayMs }));
    if (nextDelayMs === null) return;
    try {
      await sleep(nextDelayMs, { timers, signal });
    } catch {
      return;
    }
  }
}

export function startRemotePageListeners(startListening: AppStartListening, deps: RemotePageListenerDeps) {
  const running = new Map<string, AbortController>();
  const stop = (viewId: string) => {
    running.get(viewId)?.abort();
    running.delete(viewId);
  };

  const stops = [
    startListening({
      matcher: isAnyOf(remotePageRequested, remotePageReloadAccepted),
      effect: async (action, api) => {
        const { payload } = action as ReturnType<typeof remotePageRequested>;
        stop(payload.viewId);
        const controller = new AbortController();
        running.set(payload.viewId, controller);
        try {
          await loadWithRetries(api, payload.viewId, controller.signal, deps);
        } finally {
          if (running.get(payload.viewId) === controller) running.delete(payload.viewId);
        }
      },
    }),
    startListening({ actionCreator: remotePageLeft, effect: ({ payload }) => stop(payload.viewId) }),
    startListening({
      actionCreator: remotePageReloadRequested,
      effect: ({ payload }, api) => {
        const view = selectRemotePageView(api.getState(), payload.viewId);
        if (!view) return;
        const now = deps.clock.now();
        // RA-014: one manual reload per 1000 ms, whatever the button's own throttle did.
        if (view.lastManualReloadAt !== null && now - view.lastManualReloadAt < REMOTE_PAGE_RELOAD_THROTTLE_MS) return;
        api.dispatch(remotePageReloadAccepted({ viewId: payload.viewId, at: now }));
      },
    }),
    startListening({
      actionCreator: remotePageApplied,
      effect: ({ payload }, api) => {
        const view = selectRemotePageView(api.getState(), payload.viewId);
        if (view?.loadId === payload.loadId)
          moveApp(api, view.request.appName, REMOTE_APP_STATUS.ready, [
            REMOTE_APP_STATUS.loading,
            REMOTE_APP_STATUS.notExisting,
          ]);
      },
    }),
    startListening({
      actionCreator: remotePageAppFailed,
      effect: ({ payload }, api) => {
        const view = selectRemotePageView(api.getState(), payload.viewId);
        if (!view) return;
        deps.logger.error(`remote app ${view.request.appName} failed: ${payload.message}`);
        moveApp(api, view.request.appName, REMOTE_APP_STATUS.error, [REMOTE_APP_STATUS.loading]);
      },
    }),
  ];
  return () => {
    stops.forEach((unsubscribe) => unsubscribe());
    for (const viewId of [...running.keys()]) stop(viewId);
  };
}

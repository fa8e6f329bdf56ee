import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemotePage } from '@kickoff/platform-api';
import type { RemotePageRequest } from './remote-page-request';

/** RA-009: `not-exist` is a view the slice holds nothing for. */
export type RemotePageStatus = 'not-exist' | 'loading' | 'ready' | 'error';

export interface RemotePageView {
  status: Exclude<RemotePageStatus, 'not-exist'>;
  request: RemotePageRequest;
  /** Unique per load across all views: an outcome of an older load is ignored by the reducers. */
  loadId: number;
  page: RemotePage | null;
  /** `made` retries so far; `nextDelayMs` null once they are spent (RA-013). Cleared by ready (RA-012). */
  retry: { made: number; nextDelayMs: number | null } | null;
  /** `load`: the platform call failed; `app`: the answer was refused or the remote's code failed. */
  failure: { kind: 'load' | 'app'; message: string } | null;
  lastManualReloadAt: number | null;
  /** The page's body and style as the server rendered them into the slot (a served page): kept, never re-inserted. */
  servedHtml?: string;
}

export interface RemotePagesState {
  views: Record<string, RemotePageView>;
  loadCount: number;
}

const initialState: RemotePagesState = { views: {}, loadCount: 0 };

/** One load of one view: outcomes name it so a stale one is ignored. */
export interface LoadRef {
  viewId: string;
  loadId: number;
}

function current(state: RemotePagesState, { viewId, loadId }: LoadRef): RemotePageView | undefined {
  const view = state.views[viewId];
  return view?.loadId === loadId ? view : undefined;
}

function startLoad(
  state: RemotePagesState,
  viewId: string,
  request: RemotePageRequest,
  lastManualReloadAt: number | null,
) {
  state.loadCount += 1;
  state.views[viewId] = {
    status: 'loading',
    request,
    loadId: state.loadCount,
    page: null,
    retry: null,
    failure: null,
    lastManualReloadAt,
  };
}

export const remotePagesSlice = createSlice({
  name: 'remotePages',
  initialState,
  reducers: {
    remotePageRequested(state, { payload }: PayloadAction<{ viewId: string; request: RemotePageRequest }>) {
      startLoad(state, payload.viewId, payload.request, state.views[payload.viewId]?.lastManualReloadAt ?? null);
    },
    /** The page the server rendered for this view, taken over as it stands: ready without a load. */
    remotePageServed(
      state,
      { payload }: PayloadAction<{ viewId: string; request: RemotePageRequest; page: RemotePage; html: string }>,
    ) {
      state.loadCount += 1;
      const { viewId, request, page, html } = payload;
      state.views[viewId] = {
        status: 'ready',
        request,
        loadId: state.loadCount,
        page,
        retry: null,
        failure: null,
        lastManualReloadAt: null,
        servedHtml: html,
      };
    },
    /** A manual reload that passed the throttle (the listener decides, with the injected clock). */
    remotePageReloadAccepted(state, { payload }: PayloadAction<{ viewId: string; at: number }>) {
      const view = state.views[payload.viewId];
      if (view) startLoad(state, payload.viewId, view.request, payload.at);
    },
    remotePageLeft(state, { payload }: PayloadAction<{ viewId: string }>) {
      delete state.views[payload.viewId];
    },
    remotePageRetryStarted(state, { payload }: PayloadAction<LoadRef>) {
      const view = current(state, payload);
      if (view) view.status = 'loading';
    },
    remotePageLoaded(state, { payload }: PayloadAction<LoadRef & { page: RemotePage }>) {
      const view = current(state, payload);
      if (!view) return;
      Object.assign(view, { status: 'ready', page: payload.page, retry: null, failure: null });
    },
    remotePageFailed(
      state,
      { payload }: PayloadAction<LoadRef & { message: string; retriesMade: number; nextDelayMs: number | null }>,
    ) {
      const view = current(state, payload);
      if (!view) return;
      Object.assign(view, {
        status: 'error',
        failure: { kind: 'load', message: payload.message },
        retry: { made: payload.retriesMade, nextDelayMs: payload.nextDelayMs },
      });
    },
    /** The answer arrived but could not be shown: refused by the safety rules, or the remote's code failed. */
    remotePageAppFailed(state, { payload }: PayloadAction<LoadRef & { message: string }>) {
      const view = current(state, payload);
      if (!view) return;
      Object.assign(view, {
        status: 'error',
        page: null,
        retry: null,
        failure: { kind: 'app', message: payload.message },
      });
    },
  },
});

export const {
  remotePageRequested,
  remotePageServed,
  remotePageReloadAccepted,
  remotePageLeft,
  remotePageRetryStarted,
  remotePageLoaded,
  remotePageFailed,
  remotePageAppFailed,
} = remotePagesSlice.actions;

/** The refresh button's wish; the listeners apply the 1000 ms throttle (RA-014) and answer with `remotePageReloadAccepted`. */
export const remotePageReloadRequested = createAction<{ viewId: string }>('remotePages/remotePageReloadRequested');

/** The view put the page's assets and code in place without trouble. */
export const remotePageApplied = createAction<LoadRef>('remotePages/remotePageApplied');

export interface RemotePagesRootState {
  remotePages?: RemotePagesState;
}

export function selectRemotePageView(state: RemotePagesRootState, viewId: string): RemotePageView | undefined {
  return state.remotePages?.views[viewId];
}

export function remotePageStatus(view: RemotePageView | undefined): RemotePageStatus {
  return view?.status ?? 'not-exist';
}

/** RA-008: a retry is waiting or running, so a preloader stands where the error view would be. */
export function isRetrying(view: RemotePageView | undefined): boolean {
  return (
    view?.retry !== null && view?.retry !== undefined && (view.status === 'loading' || view.retry.nextDelayMs !== null)
  );
}

import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from '@kickoff/store';
import { takeServedPage } from '../pages/served-page';
import type { RemotePageRequest } from '../pages/remote-page-request';
import {
  type RemotePageView,
  type RemotePagesRootState,
  remotePageAppFailed,
  remotePageApplied,
  remotePageLeft,
  remotePageReloadRequested,
  remotePageRequested,
  remotePageServed,
  selectRemotePageView,
} from '../pages/remote-pages-slice';
import { remoteAppReleased, remoteAppUsed } from '../registry/remote-apps-slice';

/**
 * Connects one view to the store: loads while mounted (null = nothing to load, e.g. a closed modal), leaves
 * on unmount or when the request changes (RA: the in-flight load is cancelled), and counts as a user of the app.
 */
export interface RemotePageBinding {
  view: RemotePageView | undefined;
  onReload(): void;
  onApplied(loadId: number): void;
  onAppFailed(loadId: number, message: string): void;
}

export function useRemotePage(viewId: string, request: RemotePageRequest | null): RemotePageBinding {
  const dispatch = useDispatch();
  const store = useStore();
  const view = useSelector((state: RemotePagesRootState) => selectRemotePageView(state, viewId));
  // A new object with the same content is the same request: the route did not change.
  const key = request === null ? null : JSON.stringify(request);
  const stable = useMemo(() => (key === null ? null : (JSON.parse(key) as RemotePageRequest)), [key]);

  useEffect(() => {
    if (!stable) return;
    dispatch(remoteAppUsed({ appName: stable.appName }));
    // The page the server rendered for this request is taken over as it stands: no second load (RA-020 once).
    const served = takeServedPage(store.getState() as RootState, dispatch, stable);
    dispatch(
      served
        ? remotePageServed({ viewId, request: stable, ...served })
        : remotePageRequested({ viewId, request: stable }),
    );
    return () => {
      dispatch(remotePageLeft({ viewId }));
      dispatch(remoteAppReleased({ appName: stable.appName }));
    };
  }, [dispatch, store, viewId, stable]);

  const onReload = useCallback(() => void dispatch(remotePageReloadRequested({ viewId })), [dispatch, viewId]);
  const onApplied = useCallback(
    (loadId: number) => void dispatch(remotePageApplied({ viewId, loadId })),
    [dispatch, viewId],
  );
  const onAppFailed = useCallback(
    (loadId: number, message: string) => void dispatch(remotePageAppFailed({ viewId, loadId, message })),
    [dispatch, viewId],
  );
  return { view, onReload, onApplied, onAppFailed };
}

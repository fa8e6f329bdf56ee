import { describe, expect, it } from 'vitest';
import { createRemoteAppsSite } from '../testing/remote-apps-site';
import { remoteAppReleased, remoteAppStatusRequested, remoteAppUsed, selectRemoteApp } from './remote-apps-slice';
import { REMOTE_APP_STATUS, type RemoteAppStatus } from './remote-app-status';

const { notExisting, error, loading, ready } = REMOTE_APP_STATUS;
const ALL: RemoteAppStatus[] = [notExisting, error, loading, ready];
const ALLOWED: [RemoteAppStatus, RemoteAppStatus][] = [
  [notExisting, loading],
  [notExisting, ready],
  [error, loading],
  [error, notExisting],
  [loading, error],
  [loading, ready],
  [loading, notExisting],
  [ready, notExisting],
];
const isAllowed = (from: RemoteAppStatus, to: RemoteAppStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const REFUSED = ALL.flatMap((from) =>
  ALL.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as [RemoteAppStatus, RemoteAppStatus]),
);

/** A path through allowed moves that ends in `status` (a fresh app starts not-existing). */
const PATH_TO: Record<RemoteAppStatus, RemoteAppStatus[]> = {
  [notExisting]: [],
  [loading]: [loading],
  [ready]: [ready],
  [error]: [loading, error],
};

function storeAt(status: RemoteAppStatus) {
  const harness = createRemoteAppsSite();
  for (const step of PATH_TO[status])
    harness.store.dispatch(remoteAppStatusRequested({ appName: 'casino', status: step }));
  expect(selectRemoteApp(harness.store.getState(), 'casino').status).toBe(status);
  harness.logger.lines.length = 0;
  return harness;
}

describe('remote app registry', () => {
  it('[RA-002] states are coded not-existing −2, error −1, loading 1, ready 2; an unknown app is not-existing', () => {
    expect(REMOTE_APP_STATUS).toEqual({ notExisting: -2, error: -1, loading: 1, ready: 2 });
    expect(selectRemoteApp(createRemoteAppsSite().store.getState(), 'casino').status).toBe(-2);
  });

  it.each(ALLOWED)('[RA-003] the move %i → %i is applied', (from, to) => {
    const { store, logger } = storeAt(from);
    store.dispatch(remoteAppStatusRequested({ appName: 'casino', status: to }));
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(to);
    expect(logger.lines).toEqual([]);
  });

  it('[RA-003] [RA-004] the table holds 8 allowed and 8 refused moves, identity moves included', () => {
    expect(ALLOWED).toHaveLength(8);
    expect(REFUSED).toHaveLength(8);
  });

  it.each(REFUSED)('[RA-004] the move %i → %i is refused: state unchanged and logged', (from, to) => {
    const { store, logger } = storeAt(from);
    store.dispatch(remoteAppStatusRequested({ appName: 'casino', status: to }));
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(from);
    expect(logger.lines).toEqual([{ level: 'error', message: expect.stringContaining('refused') }]);
  });

  it('[RA-005] the app stays while any view uses it and is unloaded (styles and scripts removed) when the last one leaves', () => {
    const { store, dom } = storeAt(ready);
    store.dispatch(remoteAppUsed({ appName: 'casino' }));
    store.dispatch(remoteAppUsed({ appName: 'casino' }));
    store.dispatch(remoteAppReleased({ appName: 'casino' }));
    expect(selectRemoteApp(store.getState(), 'casino')).toEqual({ status: ready, users: 1 });
    expect(dom.calls).toEqual([]);
    store.dispatch(remoteAppReleased({ appName: 'casino' }));
    expect(selectRemoteApp(store.getState(), 'casino')).toEqual({ status: notExisting, users: 0 });
    expect(dom.calls).toEqual(['unload casino']);
  });

  it('a release without a user changes nothing and unloads nothing', () => {
    const { store, dom } = storeAt(ready);
    store.dispatch(remoteAppReleased({ appName: 'casino' }));
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(ready);
    expect(dom.calls).toEqual([]);
  });
});

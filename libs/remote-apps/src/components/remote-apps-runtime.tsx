import { type Clock, systemClock } from '@kickoff/runtime';
import { createContext, type ReactNode, useContext } from 'react';
import type { RemoteAppsLogger } from '../logger';
import type { RemoteAppDom } from '../registry/remote-app-dom';
import type { OriginPolicy } from '../safety/origin-policy';

/** What the views need from the outside world: the feature provides it (port `remoteApps.runtime`), stories and specs their own. */
export interface RemoteAppsRuntime {
  doc: Document;
  dom: RemoteAppDom;
  policy: OriginPolicy;
  /** The origin remote page answers come from (the platform's): `codeToEval` runs only when it is allowed. */
  pageOrigin: string;
  logger: RemoteAppsLogger;
  /** Time source of the refresh button's throttle. */
  clock?: Clock;
}

// undefined: no provider (a wiring mistake); null: a provider without a document (a server render).
const RemoteAppsContext = createContext<RemoteAppsRuntime | null | undefined>(undefined);

/** `runtime` is the `remoteApps.runtime` port's value: null where there is no document, and nothing is applied. */
export function RemoteAppsProvider({ runtime, children }: { runtime: RemoteAppsRuntime | null; children: ReactNode }) {
  return <RemoteAppsContext.Provider value={runtime}>{children}</RemoteAppsContext.Provider>;
}

/** The runtime, or null on a server render (views render their state; slots stay empty). */
export function useRemoteAppsRuntime(): Required<RemoteAppsRuntime> | null {
  const runtime = useContext(RemoteAppsContext);
  if (runtime === undefined) throw new Error('remote-apps: no RemoteAppsProvider above this view');
  return runtime && { clock: systemClock, ...runtime };
}

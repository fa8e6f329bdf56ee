import { type Clock, systemClock } from '@kickoff/runtime';
import { createContext, type ReactNode, useContext } from 'react';
import type { RemoteAppsLogger } from '../logger';
import type { RemoteAppDom } from '../registry/remote-app-dom';
import type { OriginPolicy } from '../safety/origin-policy';

/** What the views need from the outside world; apps/web provides it once, stories and specs their own. */
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

const RemoteAppsContext = createContext<RemoteAppsRuntime | null>(null);

export function RemoteAppsProvider({ runtime, children }: { runtime: RemoteAppsRuntime; children: ReactNode }) {
  return <RemoteAppsContext.Provider value={runtime}>{children}</RemoteAppsContext.Provider>;
}

export function useRemoteAppsRuntime(): Required<RemoteAppsRuntime> {
  const runtime = useContext(RemoteAppsContext);
  if (!runtime) throw new Error('remote-apps: no RemoteAppsProvider above this view');
  return { clock: systemClock, ...runtime };
}

import type { RemotePage } from '@kickoff/platform-api';
import { createManualClock } from '@kickoff/runtime';
import type { RemoteAppsRuntime } from '../components/remote-apps-runtime';
import type { RemotePageView } from '../pages/remote-pages-slice';
import { browserRemoteAppDom } from '../registry/remote-app-dom';
import { createOriginPolicy } from '../safety/origin-policy';
import { recordingLogger } from './recording-logger';

/**
 * The real browser DOM adapter in Chromium, with the story's own origin as the one allowed: remote code in a
 * story really runs (or really throws). The clock moves only when a play function says so.
 */
export function storyRuntime(): RemoteAppsRuntime & { clock: ReturnType<typeof createManualClock> } {
  const origin = window.location.origin;
  return {
    doc: document,
    dom: browserRemoteAppDom(document),
    policy: createOriginPolicy([origin], window.location.href),
    pageOrigin: origin,
    logger: recordingLogger(),
    clock: createManualClock(0),
  };
}

export function storyPage(overrides: Partial<RemotePage> = {}): RemotePage {
  return {
    appName: 'story',
    title: '',
    head: '',
    body: '',
    style: '',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    ...overrides,
  };
}

/** A view in each state the remotePages slice produces, so stories need neither a store nor the network. */
export function viewIn(status: RemotePageView['status'], overrides: Partial<RemotePageView> = {}): RemotePageView {
  return {
    status,
    request: { appName: 'story', route: '/ru' },
    loadId: 1,
    page: null,
    retry: null,
    failure: null,
    lastManualReloadAt: null,
    ...overrides,
  };
}

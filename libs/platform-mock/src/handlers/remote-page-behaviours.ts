import { remotePageLoad, remotePageLoadWithComponents } from '@kickoff/platform-api';
import { ok, platformError } from './answers';
import { behaviour } from './behaviour';
import { demoRemotePage, type RemotePageAsk } from './remote-pages/demo-pages';
import { failsNow, readTestHook } from './remote-pages/test-hooks';
import type { ModelContext } from '../model/context';

/** The demo remotes (sport line/live with odds buttons, casino, information pages) plus the e2e hooks of test-hooks.ts. */
function answer(model: ModelContext, request: Request, ask: RemotePageAsk) {
  const hook = readTestHook(request);
  if (hook && failsNow(model, hook))
    return platformError(503, 503, `remote app ${ask.appName} unavailable (mock=${hook.kind})`);
  return ok(demoRemotePage(model, ask, hook));
}

export const remotePageBehaviours = [
  behaviour(remotePageLoad, {
    resolve: ({ model, request, params }) =>
      answer(model, request, {
        appName: params.appName,
        route: params.route,
        forceSpa: request.headers.get('force-spa') === '1',
      }),
  }),
  behaviour(remotePageLoadWithComponents, {
    resolve: ({ model, request, params, body }) =>
      answer(model, request, {
        appName: params.appName,
        route: params.route,
        forceSpa: request.headers.get('force-spa') === '1',
        components: body.components,
      }),
  }),
];

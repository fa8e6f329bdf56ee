import { remotePageLoad, remotePageLoadWithComponents } from '@kickoff/platform-api';
import { ok } from './answers';
import { behaviour } from './behaviour';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A remote page that says what was asked for: enough for the shell's loading, retry and render paths. */
function remotePage(appName: string, route: string, forceSpa: boolean, components: readonly { name: string }[] = []) {
  const title = `${appName}: /${route}`;
  const parts = components.map((component) => `<section data-remote-component="${escapeHtml(component.name)}">${escapeHtml(component.name)}</section>`).join('');
  return {
    appName,
    title,
    head: `<meta name="remote-app" content="${escapeHtml(appName)}">`,
    body: `<main data-remote-app="${escapeHtml(appName)}" data-render="${forceSpa ? 'spa' : 'json'}"><h1>${escapeHtml(title)}</h1>${parts}</main>`,
    style: `[data-remote-app="${appName}"] { padding: 16px; }`,
    cssToLoad: [],
    codeToEval: '',
    scriptsToLoad: [],
  };
}

export const remotePageBehaviours = [
  behaviour(remotePageLoad, { resolve: ({ request, params }) => ok(remotePage(params.appName, params.route, request.headers.get('force-spa') === '1')) }),
  behaviour(remotePageLoadWithComponents, {
    resolve: ({ request, params, body }) => ok(remotePage(params.appName, params.route, request.headers.get('force-spa') === '1', body.components)),
  }),
];

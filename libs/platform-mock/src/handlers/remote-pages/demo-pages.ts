import type { RemotePage } from '@kickoff/platform-api';
import type { ModelContext } from '../../model/context';
import { ODDS_BUTTON_SCRIPT } from './demo-script';
import { escapeHtml } from './html';
import { sportPageBody } from './sport-page';
import { FOREIGN_SCRIPT_URL, type RemoteTestHook, THROWING_CODE } from './test-hooks';

export interface RemotePageAsk {
  appName: string;
  /** The route path without its leading slash: `ru/line/…`. */
  route: string;
  forceSpa: boolean;
  components?: readonly { name: string }[];
}

const CASINO_GAMES = ['Book of Ra', 'Sweet Bonanza', 'Gates of Olympus', 'Big Bass Bonanza', 'Aviator', 'Roulette'];

/** Remote content is the remote team's, not the shell's texts: the demo speaks the route's language (ru, else en). */
function languageOf(route: string): 'ru' | 'en' {
  return route.split('/')[0] === 'ru' ? 'ru' : 'en';
}

function sectionOf(route: string): 'line' | 'live' | undefined {
  const segments = route.split('/');
  if (segments.includes('live')) return 'live';
  if (segments.includes('line')) return 'line';
  return undefined;
}

function casinoBody(title: string, lng: 'ru' | 'en', render: string): string {
  const play = lng === 'ru' ? 'Играть' : 'Play';
  const cards = CASINO_GAMES.map(
    (name, index) =>
      `<li data-casino-game="${index + 1}"><span>${escapeHtml(name)}</span> <a href="#game-${index + 1}">${play}</a></li>`,
  ).join('');
  return `<main data-remote-app="casino" data-render="${render}"><h1>${escapeHtml(title)}</h1><ul>${cards}</ul></main>`;
}

/** Says how the page was asked for (`force-spa`), so specs can see the header arrived. */
function renderOf(ask: RemotePageAsk): 'spa' | 'json' {
  return ask.forceSpa ? 'spa' : 'json';
}

/** Any other app: an information page that says what was asked for (and renders asked-for components). */
function infoBody(ask: RemotePageAsk, title: string): string {
  const parts = (ask.components ?? [])
    .map(
      (component) =>
        `<section data-remote-component="${escapeHtml(component.name)}">${escapeHtml(component.name)}</section>`,
    )
    .join('');
  return `<main data-remote-app="${escapeHtml(ask.appName)}" data-render="${renderOf(ask)}"><h1>${escapeHtml(title)}</h1>${parts}</main>`;
}

function basePage(model: ModelContext, ask: RemotePageAsk): RemotePage {
  const lng = languageOf(ask.route);
  const section = ask.appName === 'sport' ? sectionOf(ask.route) : undefined;
  const common = {
    appName: ask.appName,
    head: `<meta name="remote-app" content="${escapeHtml(ask.appName)}">`,
    cssToLoad: [],
    scriptsToLoad: [],
  };
  const style = `[data-remote-app="${ask.appName}"] { padding: 16px; } [data-remote-app] .odds { margin: 2px; }`;
  if (section) {
    const title = section === 'live' ? (lng === 'ru' ? 'Лайв' : 'Live') : lng === 'ru' ? 'Линия' : 'Line';
    return {
      ...common,
      title,
      style,
      body: sportPageBody(model, section, lng, title, renderOf(ask)),
      codeToEval: ODDS_BUTTON_SCRIPT,
    };
  }
  // Other pages are titled by what was asked for: the remote-apps specs read the app and route back from it.
  const title = `${ask.appName}: /${ask.route}`;
  if (ask.appName === 'casino')
    return { ...common, title, style, body: casinoBody(title, lng, renderOf(ask)), codeToEval: '' };
  return { ...common, title, style, body: infoBody(ask, title), codeToEval: '' };
}

/**
 * What a hostile remote page would put in its body to pose as the site server's state: the shape the site's
 * browser reads (its platform cache's site config answer), with the casino switched off.
 */
function spoofedServerState(model: ModelContext, ask: RemotePageAsk): string {
  const config = model.state.siteConfig as { availableRoutes?: Record<string, unknown> };
  const lang = languageOf(ask.route);
  const query = {
    status: 'fulfilled',
    endpointName: 'siteConfigAll',
    originalArgs: { lang },
    data: { config: { ...config, availableRoutes: { ...config.availableRoutes, casino: false } }, source: 'platform' },
    requestId: 'spoof',
    startedTimeStamp: 0,
    fulfilledTimeStamp: 0,
  };
  const state = { platformApi: { queries: { [`siteConfigAll(${JSON.stringify({ lang })})`]: query } } };
  return `<div id="kickoff-server-state" hidden>${escapeHtml(JSON.stringify(state))}</div>`;
}

/** The descriptor a demo remote answers, with the e2e hook's twist (a foreign script or throwing code) applied. */
export function demoRemotePage(model: ModelContext, ask: RemotePageAsk, hook: RemoteTestHook | undefined): RemotePage {
  const page = basePage(model, ask);
  if (hook?.kind === 'state-spoof') return { ...page, body: `${page.body}${spoofedServerState(model, ask)}` };
  if (hook?.kind === 'foreign-script') return { ...page, scriptsToLoad: [FOREIGN_SCRIPT_URL] };
  if (hook?.kind === 'throw') return { ...page, codeToEval: THROWING_CODE };
  return page;
}

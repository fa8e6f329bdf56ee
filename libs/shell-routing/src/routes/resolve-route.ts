import { DEFAULT_LANGUAGE, isLanguageSegment } from '@kickoff/i18n';
import { generatePath } from 'react-router-dom';
import { accessOf, guardLocation, guardTarget } from './access-guard';
import { FORGOT_PASSWORD_QUERY } from './query-names';
import { isRouteEnabled } from './enabled-by';
import { paramsPass } from './param-rules';
import { isTabletPosingAsMac, PLATFORM_TYPE, platformOf, withQuery } from './platform-query';
import { REDIRECTS, ROUTES } from './route-table';
import type {
  NotFoundReason,
  NotFoundResolution,
  RedirectDefinition,
  RouteResolution,
  RouteParams,
  RoutingContext,
} from './route-types';
import { routingSettings } from './routing-settings';
import { createTableMatcher, type TableMatcher } from './table-match';

let siteMatcher: TableMatcher | undefined;
/** Built on first use, then shared by every call. */
function matcher(): TableMatcher {
  return (siteMatcher ??= createTableMatcher(ROUTES, REDIRECTS));
}

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function notFound(
  reason: NotFoundReason,
  language: string,
  pathname: string,
  query: URLSearchParams,
): NotFoundResolution {
  if (!query.has(PLATFORM_TYPE)) return { kind: 'not-found', status: 404, reason, language };
  const kept = new URLSearchParams(query);
  kept.delete(PLATFORM_TYPE);
  return { kind: 'not-found', status: 404, reason, language, replaceUrl: withQuery(pathname, kept) };
}

/** React Router leaves a splat as it is; its pieces are encoded like every other param. */
function targetPath(redirect: RedirectDefinition, params: RouteParams): string {
  const splat = params['*'];
  return generatePath(
    redirect.to,
    splat === undefined ? params : { ...params, '*': splat.split('/').map(encodeURIComponent).join('/') },
  );
}

function redirectLocation(redirect: RedirectDefinition, language: string, params: RouteParams, search: string): string {
  const path = `/${language}/${targetPath(redirect, params)}`;
  if (!redirect.query) return `${path}${search}`;
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(redirect.query)) query.set(name, value);
  return withQuery(path, query);
}

/**
 * What the site does with an address: show a page, redirect, send the visitor elsewhere (guard) or say
 * not found. Pure: the same answer in the browser's router and in the server that serves the first load.
 */
export function resolveRoute(url: { pathname: string; search?: string }, context: RoutingContext): RouteResolution {
  const pathname = url.pathname.startsWith('/') ? url.pathname : `/${url.pathname}`;
  const search = !url.search || url.search === '?' ? '' : url.search.startsWith('?') ? url.search : `?${url.search}`;
  const [language, ...segments] = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const userLanguage = isLanguageSegment(context.userLanguage) ? context.userLanguage : DEFAULT_LANGUAGE;

  if (!isLanguageSegment(language)) {
    // SR-003: 302, since another visitor's language differs. SR-004: `/EN/live` lands on `/ru/EN/live`, a 404.
    return {
      kind: 'redirect',
      status: 302,
      reason: 'language-prefix',
      location: `/${userLanguage}${pathname}${search}`,
    };
  }

  const settings = routingSettings(context);
  const query = new URLSearchParams(search);
  if (!settings.languages.has(language)) return notFound('language', userLanguage, pathname, query);

  const found = matcher()(segments, settings);
  if (!found) return notFound('no-match', language, pathname, query);
  const { entry, params } = found;

  if (entry.kind === 'redirect') {
    if (!paramsPass(entry.redirect.params, params)) return notFound('validation', language, pathname, query);
    return {
      kind: 'redirect',
      status: entry.redirect.status,
      reason: entry.redirect.name,
      location: redirectLocation(entry.redirect, language, params, search),
    };
  }

  const { route } = entry;
  if (!paramsPass(route.params, params)) return notFound('validation', language, pathname, query);
  if (!isRouteEnabled(route, settings, params)) return notFound('disabled', language, pathname, query);

  if (isTabletPosingAsMac(query, context)) {
    query.set(PLATFORM_TYPE, 'mobile');
    return { kind: 'redirect', status: 302, reason: 'mobile-platform', location: withQuery(pathname, query) };
  }

  const to = guardTarget(accessOf(route, settings), context.isAuthenticated);
  if (to) {
    const returnTo = `${pathname}${search}`;
    return { kind: 'guard', to, route, params, language, location: guardLocation(to, language, returnTo), returnTo };
  }

  const opensForgotPassword =
    route.name === 'home' && query.get(FORGOT_PASSWORD_QUERY) === '1' && !context.isAuthenticated;
  return {
    kind: 'page',
    route,
    params,
    layout: route.layout ?? 'main',
    language,
    platform: platformOf(query, context),
    ...(opensForgotPassword ? { modal: 'forgot-password' as const } : {}),
  };
}

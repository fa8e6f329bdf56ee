import type { Adapters } from './adapters';
import { systemClock, type Clock } from './clock';
import { type CookieJar, memoryCookies, parseCookies } from './cookies';
import { consoleLogger, type Logger } from './logger';
import { memoryPage } from './page';
import { createRequestTimers, type RequestTimers } from './request-timers';
import type { ScriptLoader } from './scripts';
import { memoryStorage } from './storage';
import { createMemoryTabChannels } from './tab-channel';
import { immediateTaskYield } from './tasks';
import type { PageVisibility } from './visibility';
import { createMemoryLocks } from './locks';

/** What the server knows of the visitor's browser: the request. */
export interface ServerRequestFacts {
  /** The page's absolute address as the visitor asked for it. */
  url: string;
  /** The request's `Cookie` header. */
  cookie?: string | undefined;
  userAgent?: string | undefined;
  /** The request's `Accept-Language` header (its first language is the browser's). */
  acceptLanguage?: string | undefined;
}

export interface ServerAdapters extends Adapters {
  timers: RequestTimers;
  /** Cookies the render wrote (they stay on the server: the browser writes its own once it runs). */
  cookies: CookieJar;
  /** Stops every timer the render started: call it once the response is sent. */
  dispose(): void;
}

/** Nothing runs a page on the server: loading a third-party script is refused, never attempted. */
const noScripts: ScriptLoader = {
  load: (src) => Promise.reject(new Error(`scripts do not load during a server render: ${src}`)),
  global: () => undefined,
};

/** The page is about to be shown; it never changes state on the server. */
const shownPage: PageVisibility = { isVisible: () => true, subscribe: () => () => undefined };

const firstLanguage = (header: string | undefined) => header?.split(',')[0]?.split(';')[0]?.trim() || undefined;

/**
 * The adapters of one server render: the request's cookies and address, the real clock, timers that die with the
 * response, storage that starts empty (the server cannot see the browser's) and nothing of a document.
 */
export function createServerAdapters(
  request: ServerRequestFacts,
  { clock = systemClock, logger = consoleLogger }: { clock?: Clock; logger?: Logger } = {},
): ServerAdapters {
  const timers = createRequestTimers();
  const tabs = createMemoryTabChannels();
  const language = firstLanguage(request.acceptLanguage);
  return {
    clock,
    timers,
    tasks: immediateTaskYield,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: memoryCookies(clock, Object.fromEntries(parseCookies(request.cookie ?? ''))),
    visibility: shownPage,
    activity: { subscribe: () => () => undefined },
    tabChannel: (name) => tabs.open(name),
    locks: createMemoryLocks(),
    scripts: noScripts,
    page: memoryPage(request.url, {
      userAgent: request.userAgent ?? '',
      ...(language ? { language } : {}),
      timeZone: 'UTC',
    }),
    logger,
    dispose: () => timers.dispose(),
  };
}

import { type UserActivity, documentActivity, manualActivity } from './activity';
import { type Clock, type ManualClock, createManualClock, systemClock } from './clock';
import { type CookieJar, documentCookies, memoryCookies } from './cookies';
import { type Logger, consoleLogger, recordingLogger } from './logger';
import { laterLocks, laterScripts, laterTabChannel } from './later';
import { type TabLocks, createMemoryLocks } from './locks';
import { createManualTimers } from './manual-timers';
import { type Page, browserPage, memoryPage } from './page';
import type { ScriptLoader } from './scripts';
import { type KeyValueStorage, browserStorage, memoryStorage } from './storage';
import { type TabChannel, createMemoryTabChannels } from './tab-channel';
import { type TaskYield, browserTaskYield, immediateTaskYield } from './tasks';
import { systemTimers, type Timers } from './timers';
import { type PageVisibility, documentVisibility, manualVisibility } from './visibility';

/** Everything of the browser the libs may use, in one place: the app passes the real ones, tests the manual ones. */
export interface Adapters {
  clock: Clock;
  timers: Timers;
  /** Splits long work into tasks of its own (the site's start). */
  tasks: TaskYield;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  cookies: CookieJar;
  visibility: PageVisibility;
  activity: UserActivity;
  /** Messages to the site's other open tabs on a named channel. */
  tabChannel(name: string): TabChannel;
  /** Named locks shared by the site's open tabs (Web Locks; a localStorage lease where there are none). */
  locks: TabLocks;
  scripts: ScriptLoader;
  page: Page;
  logger: Logger;
}

/** The real browser's adapters. Call it in the browser entry, never at import time. */
export function createBrowserAdapters(win: Window = window): Adapters {
  return {
    clock: systemClock,
    timers: systemTimers,
    tasks: browserTaskYield(Reflect.get(win, 'scheduler'), systemTimers),
    localStorage: browserStorage('local'),
    sessionStorage: browserStorage('session'),
    cookies: documentCookies(win.document),
    visibility: documentVisibility(win.document),
    activity: documentActivity(win.document),
    tabChannel: (name) => laterTabChannel(name),
    locks: laterLocks(win, browserStorage('local'), systemTimers, () => systemClock.now()),
    scripts: laterScripts(win.document),
    page: browserPage(win),
    logger: consoleLogger,
  };
}

/** Manual time, memory storage and cookies, an address that does not move: for tests, stories and the server. */
export function createMemoryAdapters({
  now = Date.UTC(2026, 0, 15, 12),
  href = 'http://localhost/',
  clock = createManualClock(now),
}: { now?: number; href?: string; clock?: ManualClock } = {}) {
  const timers = createManualTimers();
  const tabs = createMemoryTabChannels();
  const scripts: ScriptLoader = {
    load: (src) => Promise.reject(new Error(`no scripts load here: ${src}`)),
    global: () => undefined,
  };
  return {
    clock,
    timers,
    tasks: immediateTaskYield,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: memoryCookies(clock),
    visibility: manualVisibility(),
    activity: manualActivity(),
    tabChannel: (name: string) => tabs.open(name),
    locks: createMemoryLocks(),
    scripts,
    page: memoryPage(href),
    logger: recordingLogger(),
    /** Moves the clock and fires the timers due, together, as time passes in a browser. */
    advance(ms: number) {
      clock.advance(ms);
      timers.advance(ms);
    },
  } satisfies Adapters & { advance(ms: number): void };
}

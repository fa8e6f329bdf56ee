import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/*
 * Two tabs of one origin in real Chromium (one browser context: shared localStorage, BroadcastChannel
 * between the pages). Each page runs the coupon harness (testing/tab-harness.ts) bundled by Vite; Playwright
 * serves it from memory on a made-up origin, so no server is started.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
    chromiumArgs: string[];
  }
}

interface CouponTab {
  addBet(marketId: string, coef: number): void;
  removeBet(marketId: string): void;
  betIds(): string[];
  isRestored(): boolean;
  flush(): Promise<unknown>;
  channel: string;
}
type TabWindow = Window & { couponTab: CouponTab };

const ORIGIN = 'http://two-tabs.kickoff.test';
const SYNC_GOAL_MS = 1000;

let browser: Browser;
let harness: string;

async function bundleHarness(): Promise<string> {
  const root = join(import.meta.dirname, '..');
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { tsconfigPaths: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(root, 'browser-test', 'testing', 'tab-harness.ts'),
        formats: ['iife'],
        name: 'couponTabHarness',
        fileName: () => 'harness.js',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: { type: string; code?: string }[] }).output.find((file) => file.type === 'chunk');
  if (!chunk?.code) throw new Error('the harness did not bundle');
  return chunk.code;
}

/** A browser context is one browser profile: its pages share storage, as tabs of one window do. */
async function profile({ withoutBroadcastChannel = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: harness });
    const hide = withoutBroadcastChannel ? '<script>delete window.BroadcastChannel;</script>' : '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>coupon tab</title>${hide}<script src="/harness.js"></script>`,
    });
  });
  return context;
}

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (window as unknown as TabWindow).couponTab?.isRestored() === true);
  return page;
}

const betIds = (page: Page) => page.evaluate(() => (window as unknown as TabWindow).couponTab.betIds());
const addBet = (page: Page, marketId: string, coef = 2) =>
  page.evaluate(([id, value]) => (window as unknown as TabWindow).couponTab.addBet(id as string, value as number), [
    marketId,
    coef,
  ] as const);

/** Milliseconds until `page` shows `expected` bets, failing after the goal. */
async function timeUntilBets(page: Page, expected: string[]): Promise<number> {
  const started = performance.now();
  await page.waitForFunction(
    (ids) => JSON.stringify((window as unknown as TabWindow).couponTab.betIds()) === JSON.stringify(ids),
    expected,
    { timeout: SYNC_GOAL_MS, polling: 10 },
  );
  return performance.now() - started;
}

beforeAll(async () => {
  harness = await bundleHarness();
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: inject('chromiumArgs') });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('two tabs share one coupon (real Chromium)', () => {
  it('a bet added in tab A appears in tab B within a second (BroadcastChannel)', async () => {
    const context = await profile();
    const [a, b] = [await openTab(context), await openTab(context)];
    expect(await a.evaluate(() => (window as unknown as TabWindow).couponTab.channel)).toBe('BroadcastChannel');
    await addBet(a, 'spartak-win', 1.85);
    const elapsed = await timeUntilBets(b, ['spartak-win']);
    console.log(`tab B showed tab A's bet after ${elapsed.toFixed(0)} ms (BroadcastChannel)`);
    expect(elapsed).toBeLessThan(SYNC_GOAL_MS);
    await context.close();
  });

  it('bets added at once in both tabs are both kept, in the same order in both, and in storage after a reload', async () => {
    const context = await profile();
    const [a, b] = [await openTab(context), await openTab(context)];
    await Promise.all([addBet(a, 'from-a', 1.5), addBet(b, 'from-b', 2.5)]);
    const both = (page: Page) =>
      page.waitForFunction(() => (window as unknown as TabWindow).couponTab.betIds().length === 2, undefined, {
        timeout: SYNC_GOAL_MS,
        polling: 10,
      });
    await Promise.all([both(a), both(b)]);
    const order = await betIds(a);
    expect([...order].sort()).toEqual(['from-a', 'from-b']);
    expect(await betIds(b)).toEqual(order);
    await a.evaluate(() => (window as unknown as TabWindow).couponTab.flush());
    await b.evaluate(() => (window as unknown as TabWindow).couponTab.flush());
    const reopened = await openTab(context);
    expect(await betIds(reopened)).toEqual(order);
    await context.close();
  });

  it('a removal in tab B reaches tab A', async () => {
    const context = await profile();
    const [a, b] = [await openTab(context), await openTab(context)];
    await addBet(a, 'x', 1.5);
    await addBet(a, 'y', 2);
    await timeUntilBets(b, ['x', 'y']);
    await b.evaluate(() => (window as unknown as TabWindow).couponTab.removeBet('x'));
    await timeUntilBets(a, ['y']);
    await context.close();
  });

  it('without BroadcastChannel (Safari before 15.4) the storage event carries the bet within a second', async () => {
    const context = await profile({ withoutBroadcastChannel: true });
    const [a, b] = [await openTab(context), await openTab(context)];
    expect(await a.evaluate(() => (window as unknown as TabWindow).couponTab.channel)).toBe('storage event');
    await addBet(a, 'zenit-win', 2.1);
    const elapsed = await timeUntilBets(b, ['zenit-win']);
    console.log(`tab B showed tab A's bet after ${elapsed.toFixed(0)} ms (storage event)`);
    await context.close();
  });
});

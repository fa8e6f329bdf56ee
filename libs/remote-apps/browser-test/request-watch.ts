import type { BrowserCommand } from 'vitest/node';

/*
 * Runs in Node beside Playwright: records every request the test page makes to a watched host and answers
 * it from here, so "was it fetched?" is a fact of the network and not of what the DOM still shows.
 */
const seen = new Map<string, string[]>();

const watchRequestsTo: BrowserCommand<[host: string]> = async ({ page }, host) => {
  seen.set(host, []);
  await page.route(
    (url) => url.hostname === host,
    (route) => {
      seen.get(host)?.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
    },
  );
};

const requestsTo: BrowserCommand<[host: string], string[]> = (_, host) => [...(seen.get(host) ?? [])];

export const requestWatch = { watchRequestsTo, requestsTo };

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** From now on, requests to `host` are recorded (and answered with an empty stylesheet). */
    watchRequestsTo(host: string): Promise<void>;
    requestsTo(host: string): Promise<string[]>;
  }
}

import type { Page } from '@playwright/test';

/** Holds the scripts the pattern names until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The site's entry script: the page is the server's alone until released. */
export const holdSiteCode = (page: Page) => holdScripts(page, /\/assets\/index-[^/]+\.js$/);

/** The remote pages' cleaner (DOMPurify), which a remote page's own code waits for: its odds are plain HTML until released. */
export const holdRemotePageCode = (page: Page) => holdScripts(page, /\/assets\/purify-remote-[^/]+\.js$/);

import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';

/*
 * Forms that work before the site's scripts (issue 28, point 7), here with JavaScript switched off altogether: the
 * server-rendered forms post to their own page (never a GET that would put what was typed in the address) and the
 * web server answers them (apps/web-server `forms/`).
 */
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  /** Every address the browser asked for, to prove the password never went into one. */
  function recordUrls(page: import('@playwright/test').Page) {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    return urls;
  }

  test('[SES-021] signing in through /en/user/login works and lands on the return address; no URL holds the password', async ({
    page,
    browser,
  }) => {
    const urls = recordUrls(page);
    await page.goto(`/en/user/login?returnTo=${encodeURIComponent('/en/office/account')}`);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail or login').fill('demo');
    await main.getByLabel('Password', { exact: true }).fill('demo1234');
    await main.getByLabel('Password', { exact: true }).press('Enter');

    await expect(page).toHaveURL(/\/en\/office\/account$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'kickoff_session')?.httpOnly).toBe(true);
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.filter((url) => url.includes('demo1234'))).toEqual([]);
    // Kept beside the test's output for a grep by hand.
    writeFileSync(test.info().outputPath('request-urls.txt'), `${urls.join('\n')}\n`);

    // The session is a real one: the same cookies in a browser that runs the site show the player signed in.
    const withScript = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    });
    try {
      const office = await withScript.newPage();
      await office.goto('/en/');
      await expect(office.getByTestId('account-player')).toHaveText('Player 1001');
    } finally {
      await withScript.close();
    }
  });

  test('[SES-021] a wrong password shows the form again with the error and the login kept, the password field empty', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/en/user/login');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail or login').fill('demo');
    await main.getByLabel('Password', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/en\/user\/login$/);
    await expect(main.getByRole('alert')).toHaveText('Wrong login or password.');
    await expect(main.getByLabel('E-mail or login')).toHaveValue('demo');
    await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(urls.filter((url) => url.includes('not-the-password'))).toEqual([]);
    expect((await page.content()).includes('not-the-password')).toBe(false);
  });
});

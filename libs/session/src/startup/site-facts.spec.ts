import { describe, expect, it } from 'vitest';
import { shellFeature } from '@kickoff/shell-routing';
import { createTestStore } from '@kickoff/testing';
import { fetchDeployedVersion, isSearchBot } from './site-facts';

describe('what the session asks of the site', () => {
  it('tells search-engine crawlers from people by the user agent', () => {
    expect(isSearchBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isSearchBot('Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)')).toBe(true);
    expect(
      isSearchBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'),
    ).toBe(false);
  });

  it('[SES-062] reads the deployed version from /version.json, never from a cache; anything unreadable is unknown', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const answering =
      (response: Response | Error): typeof fetch =>
      async (input, init) => {
        asked.push([String(input), init]);
        if (response instanceof Error) throw response;
        return response;
      };
    expect(await fetchDeployedVersion(answering(Response.json({ version: '0.0.0+58' })))).toBe('0.0.0+58');
    expect(asked[0]).toEqual(['/version.json', { cache: 'no-store' }]);
    expect(await fetchDeployedVersion(answering(new Response('<html>', { status: 200 })))).toBeNull();
    expect(await fetchDeployedVersion(answering(Response.json({ version: '' })))).toBeNull();
    expect(await fetchDeployedVersion(answering(new Response(null, { status: 404 })))).toBeNull();
    expect(await fetchDeployedVersion(answering(new TypeError('Failed to fetch')))).toBeNull();
  });

  it('[SES-004] gives a route name its address in the current language; a route that needs a param has none', async () => {
    const { ports, i18n } = createTestStore({ features: [shellFeature] });
    const route = ports.get('shell.currentRoute');
    await route.ready();
    expect(route.pathOf('office-recharge')).toBe('/ru/office/recharge');
    expect(route.pathOf('home')).toBe('/ru');
    expect(route.pathOf('promotions')).toBeNull();
    expect(route.pathOf('no-such-route')).toBeNull();
    await i18n.changeLanguage('en');
    expect(route.pathOf('registration')).toBe('/en/registration');
  });
});

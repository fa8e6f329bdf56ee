import { RemotePageSchema } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { DRIFT_STEP_MS } from '../model/coefficient-drift';
import { createTestClient } from '../testing/test-client';
import { FOREIGN_SCRIPT_URL, THROWING_CODE } from './remote-pages/test-hooks';

function setUp() {
  const mock = createPlatformMock();
  return { mock, client: createTestClient(mock) };
}

const load = (
  client: ReturnType<typeof createTestClient>,
  appName: string,
  route: string,
  query: Record<string, string> = {},
) => client.send('remotePageLoad', { params: { appName, route }, query });

function oddsButtons(body: string) {
  return [...body.matchAll(/data-market-id="(\d+)" data-game-id="(\d+)"[^>]*>[^<]*<b>([\d.]+)<\/b>/g)].map(
    ([, marketId, gameId, coef]) => ({ marketId, gameId, coef: Number(coef) }),
  );
}

describe('demo remote pages', () => {
  it('the sport line page lists sports, championships and games with odds buttons that call the host bridge', async () => {
    const { client } = setUp();
    const { status, body } = await load(client, 'sport', 'ru/line');
    expect(status).toBe(200);
    expect(RemotePageSchema.parse(body)).toBeTruthy();
    expect(body.title).toBe('Линия');
    expect(body.body).toContain('<h2>Футбол</h2>');
    expect(body.body).toContain('<h3>Premier League</h3>');
    expect(body.body).toContain('data-section="line"');
    expect(oddsButtons(body.body).length).toBeGreaterThan(10);
    expect(body.codeToEval).toContain('window.KickoffHost.addBet');
    expect(body.scriptsToLoad).toEqual([]);
  });

  it('odds buttons name markets the line call knows, with the same coefficient', async () => {
    const { client } = setUp();
    const page = await load(client, 'sport', 'en/line');
    const [first] = oddsButtons(page.body.body);
    const game = await client.send('lineGame', { params: { gameId: Number(first?.gameId) }, query: { lng: 'en' } });
    const market = game.body.game.markets.find((candidate: { id: string }) => candidate.id === first?.marketId);
    expect(market.coef).toBe(first?.coef);
  });

  it('live odds on the live page move as the model clock runs', async () => {
    const { mock, client } = setUp();
    const before = oddsButtons((await load(client, 'sport', 'en/live')).body.body);
    mock.advanceClock(DRIFT_STEP_MS * 3);
    const after = oddsButtons((await load(client, 'sport', 'en/live')).body.body);
    expect(after.map((button) => button.marketId)).toEqual(before.map((button) => button.marketId));
    expect(after.map((button) => button.coef)).not.toEqual(before.map((button) => button.coef));
  });

  it('casino and any other app answer valid pages without code', async () => {
    const { client } = setUp();
    const casino = await load(client, 'casino', 'en/casino');
    expect(casino.body).toMatchObject({ appName: 'casino', title: 'casino: /en/casino', codeToEval: '' });
    expect(casino.body.body).toContain('Sweet Bonanza');
    const info = await client.send('remotePageLoadWithComponents', {
      params: { appName: 'support', route: 'ru' },
      body: { components: [{ name: 'user-question' }] },
    });
    expect(RemotePageSchema.parse(info.body).body).toContain('data-remote-component="user-question"');
  });
});

describe('remote page e2e hooks', () => {
  it('mock=fail always answers 503', async () => {
    const { client } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await load(client, 'sport', 'ru/line', { mock: 'fail' })).status).toBe(503);
  });

  it('mock=flaky fails the given number of times per key, then answers the page', async () => {
    const { client } = setUp();
    const flaky = { mock: 'flaky', failures: '2', key: 'a' };
    expect((await load(client, 'sport', 'ru/line', flaky)).status).toBe(503);
    expect((await load(client, 'sport', 'ru/line', flaky)).status).toBe(503);
    expect((await load(client, 'sport', 'ru/line', { ...flaky, key: 'b' })).status).toBe(503);
    expect((await load(client, 'sport', 'ru/line', flaky)).status).toBe(200);
  });

  it('a reset forgets the flaky counts', async () => {
    const { mock, client } = setUp();
    const flaky = { mock: 'flaky', failures: '1', key: 'a' };
    expect((await load(client, 'sport', 'ru/line', flaky)).status).toBe(503);
    mock.reset();
    expect((await load(client, 'sport', 'ru/line', flaky)).status).toBe(503);
  });

  it('mock=foreign-script asks for a script from a foreign origin; mock=throw answers throwing code', async () => {
    const { client } = setUp();
    expect((await load(client, 'sport', 'ru/line', { mock: 'foreign-script' })).body.scriptsToLoad).toEqual([
      FOREIGN_SCRIPT_URL,
    ]);
    expect((await load(client, 'casino', 'ru/casino', { mock: 'throw' })).body.codeToEval).toBe(THROWING_CODE);
  });

  it('mock=state-spoof ends the body with an element posing as the server’s state, the casino switched off in it', async () => {
    const { client } = setUp();
    const { body } = (await load(client, 'sport', 'en/line', { mock: 'state-spoof' })).body;
    const spoof = /<div id="kickoff-server-state" hidden>([^<]*)<\/div>$/.exec(body)?.[1] ?? '';
    const text = spoof.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const query = JSON.parse(text).platformApi.queries['siteConfigAll({"lang":"en"})'];
    expect(query).toMatchObject({ status: 'fulfilled', endpointName: 'siteConfigAll', originalArgs: { lang: 'en' } });
    expect(query.data.config.availableRoutes).toMatchObject({ casino: false, line: true });
  });
});

describe('remote page render mode', () => {
  it('says force-spa in every page body', async () => {
    const { client } = setUp();
    const spa = await client.send('remotePageLoad', {
      params: { appName: 'sport', route: 'ru/live' },
      headers: { 'force-spa': '1' },
    });
    expect(spa.body.body).toContain('data-render="spa"');
    expect((await load(client, 'casino', 'ru/casino')).body.body).toContain('data-render="json"');
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi, USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../routes';
import { quickAccessGameLinks, toGameActionItem, toGamePreviewItem } from './game-preview';
import { gamesPreviewApi } from './games-preview-api';

const mock = createPlatformMock();
const server = setupServer(...mock.handlers);
const previewRequests: Request[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === '/web-api/games/preview-light') previewRequests.push(request.clone());
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
  previewRequests.length = 0;
});
afterAll(() => server.close());

function makeStore() {
  const cookies = memoryCookies(mock.clock);
  const platform = createPlatformClient({ origin: 'http://platform.test', appName: 'kickoff-web', clock: mock.clock, cookies, storage: memoryStorage() });
  const store = configureStore({
    reducer: { [platformApi.reducerPath]: platformApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(platformApi.middleware),
  });
  return { store, cookies };
}

const args = { whence: 50, groupId: 7, ref: 1, lng: 'ru', fcountry: 1 };

describe('light games preview', () => {
  it('[SR-059] sends whence, groupId, ref, lng, fcountry and includeCategories=false', async () => {
    const { store } = makeStore();
    await store.dispatch(gamesPreviewApi.endpoints.shellGamesPreview.initiate(args));
    const query = Object.fromEntries(new URL(previewRequests[0]!.url).searchParams);
    expect(query).toEqual({ whence: '50', groupId: '7', ref: '1', lng: 'ru', fcountry: '1', includeCategories: 'false' });
  });

  it('[SR-060] carries a bearer header with the token saved in the user_token cookie', async () => {
    const { store, cookies } = makeStore();
    await store.dispatch(gamesPreviewApi.endpoints.shellGamesPreview.initiate(args));
    expect(previewRequests[0]!.headers.get('Authorization')).toBe(`Bearer ${cookies.get(USER_TOKEN_COOKIE)}`);
  });

  it('[SR-061] [SR-062] reads Success + Value by group, each record as id, name, route, oldRoute, categories, tagId', async () => {
    const { store } = makeStore();
    const result = await store.dispatch(gamesPreviewApi.endpoints.shellGamesPreview.initiate(args));
    const groups = result.data ?? {};
    const games = Object.values(groups).flat();
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(Object.keys(game).sort()).toEqual(['categories', 'id', 'name', 'oldRoute', 'route', 'tagId']);
      expect(typeof game.id).toBe('number');
      expect(typeof game.route).toBe('string');
    }
    expect(toGamePreviewItem({ RI: 9, TR: null, GT: 1, GN: 'Fortuna', R: 'games/fortuna', OR: 'games-project/fortuna', CRID: [3], GF: 1 })).toEqual({
      id: 9,
      name: 'Fortuna',
      route: 'games/fortuna',
      oldRoute: 'games-project/fortuna',
      categories: [3],
      tagId: null,
    });
  });

  it('[SR-062] an action list item exposes actionId and actionName', () => {
    expect(toGameActionItem({ id: 4, name: 'Play demo' })).toEqual({ actionId: 4, actionName: 'Play demo' });
  });

  it('[SR-058] quick-access game categories include fortuna, chest, memory, safe, lottery and the bonus variant, each a real page', () => {
    const links = quickAccessGameLinks('ru');
    expect(links.map((link) => link.category)).toEqual(expect.arrayContaining(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']));
    for (const link of links) {
      const resolution = resolveRoute({ pathname: link.href }, { isAuthenticated: false, isProduction: true, userLanguage: 'ru' });
      expect(resolution.kind).toBe('page');
    }
  });
});

import { USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createTestStore } from '@kickoff/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { shellFeature } from '../feature/shell-feature';
import { resolveRoute } from '../routes';
import { quickAccessGameLinks, toGameActionItem, toGamePreviewItem } from './game-preview';
import { gamesPreviewApi } from './games-preview-api';

const mock = createPlatformMock();
afterEach(() => mock.reset());

function makeStore() {
  const { store, adapters } = createTestStore({ features: [shellFeature], mock });
  return { store, cookies: adapters.cookies };
}

/** The preview requests as the platform saw them. */
const previewRequests = () => mock.requests('gamesPreviewLight');

const args = { whence: 50, groupId: 7, ref: 1, lng: 'ru', fcountry: 1 };

describe('light games preview', () => {
  it('[SR-059] sends whence, groupId, ref, lng, fcountry and includeCategories=false', async () => {
    const { store } = makeStore();
    await store.dispatch(gamesPreviewApi.endpoints.shellGamesPreview.initiate(args));
    const query = Object.fromEntries(new URL(previewRequests()[0]!.url).searchParams);
    expect(query).toEqual({
      whence: '50',
      groupId: '7',
      ref: '1',
      lng: 'ru',
      fcountry: '1',
      includeCategories: 'false',
    });
  });

  it('[SR-060] carries a bearer header with the token saved in the user_token cookie', async () => {
    const { store, cookies } = makeStore();
    await store.dispatch(gamesPreviewApi.endpoints.shellGamesPreview.initiate(args));
    expect(previewRequests()[0]!.headers['authorization']).toBe(`Bearer ${cookies.get(USER_TOKEN_COOKIE)}`);
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
    expect(
      toGamePreviewItem({
        RI: 9,
        TR: null,
        GT: 1,
        GN: 'Fortuna',
        R: 'games/fortuna',
        OR: 'games-project/fortuna',
        CRID: [3],
        GF: 1,
      }),
    ).toEqual({
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
    expect(links.map((link) => link.category)).toEqual(
      expect.arrayContaining(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']),
    );
    for (const link of links) {
      const resolution = resolveRoute(
        { pathname: link.href },
        { isAuthenticated: false, isProduction: true, userLanguage: 'ru' },
      );
      expect(resolution.kind).toBe('page');
    }
  });
});

import { createTestStore, TEST_ORIGIN } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { loadedRouteTable } from '../routes/lazy-route-table';
import { shellFeature } from './shell-feature';

describe('the current route other features ask about', () => {
  it('answers cautiously until the route table (a chunk loaded right after the start) is in, then from the table', async () => {
    const { ports } = createTestStore({ features: [shellFeature], href: `${TEST_ORIGIN}/ru/office/history` });
    const route = ports.get('shell.currentRoute');
    // The start asked for it; nothing has arrived yet.
    expect(loadedRouteTable()).toBeUndefined();
    expect([
      route.isProtected(),
      route.routeName(),
      route.area(),
      route.isAllowedForSignedIn('/ru/office/history'),
      route.pathOf('home'),
    ]).toEqual([false, null, null, false, null]);

    await route.ready();
    expect(loadedRouteTable()).toBeDefined();
    expect([
      route.isProtected(),
      route.routeName(),
      route.area(),
      route.isAllowedForSignedIn('/ru/office/history'),
      route.pathOf('home'),
    ]).toEqual([
      true,
      'office-history',
      null, // an anonymous visitor meets the guard there, not the office's page
      true,
      '/ru',
    ]);
    expect(route.routeName({ pathname: '/ru/no-such-page' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { type RouterLike, trackFromRoute } from './from-route';

function fakeRouter(pathname: string) {
  let listener: ((state: RouterLike['state']) => void) | undefined;
  const router: RouterLike = {
    state: { location: { pathname, search: '' }, navigation: { state: 'idle' } },
    subscribe: (next) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const go = (path: string, state = 'idle') => {
    const [p, q = ''] = path.split('?');
    router.state = { location: { pathname: p ?? '', search: q ? `?${q}` : '' }, navigation: { state } };
    listener?.(router.state);
  };
  return { router, go };
}

const NAMES: Record<string, string> = { '/ru/live': 'live', '/ru/user/login': 'login', '/ru/registration': 'registration', '/ru/casino': 'casino' };

describe('the remembered from-route', () => {
  it('[SES-003] is the last page seen that does not sign anyone in, with its query', () => {
    const { router, go } = fakeRouter('/ru/live');
    const tracker = trackFromRoute(router, ({ pathname }) => NAMES[pathname] ?? null);
    expect(tracker.fromRoute()).toEqual({ name: 'live', path: '/ru/live' });
    go('/ru/casino?tab=slots');
    go('/ru/user/login');
    go('/ru/registration');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino?tab=slots' });
    go('/ru/live', 'loading');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino?tab=slots' });
    tracker.stop();
    go('/ru/live');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino?tab=slots' });
  });
});

import { createTestStore, recordingRouter } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { trackFromRoute } from './from-route';

const NAMES: Record<string, string> = {
  '/ru/live': 'live',
  '/ru/user/login': 'login',
  '/ru/registration': 'registration',
  '/ru/casino': 'casino',
};

describe('the remembered from-route', () => {
  it('[SES-003] is the last page seen that does not sign anyone in, with its query', () => {
    const { navigation } = createTestStore({ features: [] });
    const router = recordingRouter('/ru/live');
    navigation.attach(router);
    const tracker = trackFromRoute(navigation, ({ pathname }) => NAMES[pathname] ?? null);
    expect(tracker.fromRoute()).toEqual({ name: 'live', path: '/ru/live' });
    router.go('/ru/casino?tab=slots');
    router.go('/ru/user/login');
    router.go('/ru/registration');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino?tab=slots' });
    tracker.stop();
    router.go('/ru/live');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino?tab=slots' });
  });

  it('[SES-003] a page still loading is not where the visitor was', () => {
    const { navigation } = createTestStore({ features: [] });
    const router = recordingRouter('/ru/casino');
    navigation.attach(router);
    const tracker = trackFromRoute(navigation, ({ pathname }) => NAMES[pathname] ?? null);
    router.go('/ru/live', 'loading');
    expect(tracker.fromRoute()).toEqual({ name: 'casino', path: '/ru/casino' });
  });
});

import type { RouterLike } from '@kickoff/store';

/**
 * A router for `navigation.attach` that goes where it is told at once and keeps a list: what a feature navigated to,
 * and how often it asked the guards to run again. `go` is a visitor's own navigation.
 */
export function recordingRouter(start = '/ru/') {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const at = (path: string, state = 'idle') => {
    const url = new URL(path, 'http://site.invalid');
    return { location: { pathname: url.pathname, search: url.search }, navigation: { state } };
  };
  const router = {
    state: at(start),
    navigations: [] as { path: string; replace: boolean }[],
    revalidations: 0,
    /** `state: 'loading'` is a navigation under way: the page has not settled yet. */
    go(path: string, state: 'idle' | 'loading' = 'idle') {
      router.state = at(path, state);
      listeners.forEach((listener) => listener(router.state));
    },
    navigate(path: string, options?: { replace?: boolean }) {
      router.navigations.push({ path, replace: options?.replace ?? false });
      router.go(path);
    },
    revalidate() {
      router.revalidations += 1;
    },
    subscribe(listener: (state: RouterLike['state']) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } satisfies RouterLike & Record<string, unknown>;
  return router;
}

export type RecordingRouter = ReturnType<typeof recordingRouter>;

/** The router as features see it: they navigate and re-run guards; the shell's router does it. */
export interface Navigation {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Runs the current page's guards again (who is signed in changed). */
  revalidate(): void;
  /** The address on screen, as the router knows it. */
  location(): { pathname: string; search: string };
  subscribe(listener: () => void): () => void;
}

export interface RouterLike {
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
  navigate(path: string, options?: { replace?: boolean }): unknown;
  revalidate(): unknown;
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Navigation before the router exists: the store and the features come first, the router needs the store. What
 * is asked before `attach` is kept (the last navigation wins) and done when the router arrives.
 */
export function createNavigation(
  initial: () => { pathname: string; search: string },
): Navigation & { attach(router: RouterLike): void } {
  let router: RouterLike | undefined;
  let pending: [string, { replace?: boolean } | undefined] | undefined;
  const listeners = new Set<() => void>();
  return {
    navigate(path, options) {
      if (router) void router.navigate(path, options);
      else pending = [path, options];
    },
    revalidate: () => void router?.revalidate(),
    location: () => (router ? router.state.location : initial()),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(next) {
      router = next;
      next.subscribe((state) => {
        if (state.navigation.state === 'idle') listeners.forEach((listener) => listener());
      });
      if (pending) void next.navigate(...pending);
      pending = undefined;
    },
  };
}

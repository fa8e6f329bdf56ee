/**
 * Which address is on screen. Before the first page has rendered there is none: a failure then belongs to the
 * first load (no route change to recover, no page to open a modal over).
 */
export interface NavigationTracker {
  readonly committed: string | undefined;
  commit(href: string): void;
}

export function createNavigationTracker(): NavigationTracker {
  let committed: string | undefined;
  return {
    get committed() {
      return committed;
    },
    commit(href) {
      committed = href;
    },
  };
}

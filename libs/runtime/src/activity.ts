/** Something that reports user activity (pointer, keys, scroll, touch): what auto logoff listens to. */
export interface UserActivity {
  subscribe(listener: () => void): () => void;
}

/** Events that mean a person is at the page; passive, so listening never slows scrolling. */
export const USER_ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function documentActivity(doc: Document = document): UserActivity {
  return {
    subscribe: (listener) => {
      const options = { passive: true, capture: true } as const;
      for (const type of USER_ACTIVITY_EVENTS) doc.addEventListener(type, listener, options);
      return () => {
        for (const type of USER_ACTIVITY_EVENTS) doc.removeEventListener(type, listener, options);
      };
    },
  };
}

/** Activity a test reports by hand. */
export function manualActivity(): UserActivity & { emit(): void } {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

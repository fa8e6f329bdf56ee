/** Whether the page is shown, and changes to it: polling pauses while the tab is hidden. */
export interface PageVisibility {
  isVisible(): boolean;
  subscribe(listener: (visible: boolean) => void): () => void;
}

export function documentVisibility(doc: Document = document): PageVisibility {
  return {
    isVisible: () => doc.visibilityState !== 'hidden',
    subscribe: (listener) => {
      const onChange = () => listener(doc.visibilityState !== 'hidden');
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}

/** A visibility the test flips by hand. */
export function manualVisibility(initiallyVisible = true): PageVisibility & { set(visible: boolean): void } {
  let visible = initiallyVisible;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (next === visible) return;
      visible = next;
      listeners.forEach((listener) => listener(visible));
    },
  };
}

import { type RefObject, useEffect } from 'react';

/** The main layout's sticky header height, on its root: the aside (and the slip inside it) sticks just below it. */
export const HEADER_HEIGHT_PROPERTY = '--ko-header-height';

/**
 * Keeps `--ko-header-height` on the layout equal to its header's height, which follows what the header holds (its
 * controls wrap to two rows or more on narrower windows). Measured by a ResizeObserver in an effect: the server and
 * the first paint use the CSS fallback, and a browser without the observer keeps it.
 */
export function useHeaderHeight(
  layout: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  hasHeader: boolean,
): void {
  useEffect(() => {
    const root = layout.current;
    const bar = header.current;
    const Observer = bar?.ownerDocument.defaultView?.ResizeObserver;
    if (!root || !bar || !Observer) return undefined;
    const observer = new Observer(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? bar.getBoundingClientRect().height;
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(height)}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [layout, header, hasHeader]);
}

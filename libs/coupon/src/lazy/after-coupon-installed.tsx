import type { LazyLoadedSlices } from '@kickoff/store';
import { type ComponentType, lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';

/**
 * A part of the coupon the layout renders from the first paint that has nothing to show before the coupon's chunk
 * installs its slice: nothing until then (on the server and while hydrating too, as both read the server's state),
 * then the part itself, fetched on its own.
 */
export function afterCouponInstalled<Props extends object>(
  slice: keyof LazyLoadedSlices,
  load: () => Promise<ComponentType<Props>>,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const selectIsInstalled = (state: Partial<LazyLoadedSlices>) => state[slice] !== undefined;
  function AfterCouponInstalled(props: Props) {
    const isInstalled = useSelector(selectIsInstalled);
    if (!isInstalled) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return AfterCouponInstalled;
}

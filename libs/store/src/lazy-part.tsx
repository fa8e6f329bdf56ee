import { type ComponentType, lazy, Suspense } from 'react';

/** A part rendered from a chunk of its own; `preload` fetches that chunk ahead (a hover, a focus) without showing it. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A part the layout mounts on every page that shows only now and then (a notice the store owes, a confirmation after
 * a press): the first load carries none of its code or texts. The owner renders it only while it must show; it then
 * comes from its chunk under a silent Suspense. On the server the stream waits for it, and hydration waits for the
 * chunk instead of mismatching, so a part the server's state shows is in the server's HTML too.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        // A prefetch that failed (offline for a moment) must not stand for the chunk: the next show fetches it again.
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const Part = lazy(preload);
  function LazyPartShown(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPartShown, { preload });
}

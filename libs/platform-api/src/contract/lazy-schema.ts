/**
 * A schema built the first time anything reads it, then the same instance for good. Building zod schemas is most of
 * what evaluating a contract area costs (tens of milliseconds on a slow phone, inside the task that loads the chunk),
 * and most of them are not read until that area's first answer, or never on a given page. The value stands for the
 * schema itself (same type, `.shape`, `.def`, `safeParse`, usable inside other schemas), so callers do not change.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the empty stand-in has none of them, and a proxy may not report them otherwise.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

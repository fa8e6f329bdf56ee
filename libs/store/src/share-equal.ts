type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * `next`, with every part that is deep-equal to the same part of `previous` replaced by `previous`'s own object.
 * Selectors compare by reference: a selection over an equal part is then the same object, so whatever subscribed to
 * it does not render again. Plain data only (what a store holds); anything else is compared by reference.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, at) => shareEqual(previous[at], item));
    const same = previous.length === next.length && shared.every((item, at) => item === previous[at]);
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    // Defined, not assigned: an own `__proto__` key (JSON.parse makes them) stays a key.
    const shared: Plain = Object.fromEntries(keys.map((key) => [key, shareEqual(previous[key], next[key])]));
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => Object.hasOwn(previous, key) && shared[key] === previous[key]);
    return (same ? previous : shared) as T;
  }
  return next;
}

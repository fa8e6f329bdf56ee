import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { shareEqual } from './share-equal';

const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

/** Every part of `result` deep-equal to the part of `previous` at the same path is `previous`'s own object. */
function sharedWhereEqual(previous: unknown, result: unknown): boolean {
  if (previous !== null && typeof previous === 'object' && isDeepStrictEqual(previous, result))
    return previous === result;
  if (result === null || typeof result !== 'object' || previous === null || typeof previous !== 'object') return true;
  return Object.entries(result).every(([key, value]) =>
    sharedWhereEqual((previous as Record<string, unknown>)[key], value),
  );
}

/** Two states that share some parts by value (as the server's state and a browser's freshly built one do). */
const twoStates = fc
  .tuple(
    fc.jsonValue({ maxDepth: 4 }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  )
  .map(([base, other, picks]) => {
    // Own keys only: a key one side lacks (`valueOf`, `toString`) must not read the prototype's function.
    const own = (value: object, key: string): unknown =>
      Object.hasOwn(value, key) ? (value as never)[key] : undefined;
    const mix = (a: unknown, b: unknown, depth: number): unknown => {
      if (picks[depth % picks.length]) return structuredClone(a);
      if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
        return Object.fromEntries(
          Object.keys({ ...a, ...b }).map((key) => [key, mix(own(a, key), own(b, key), depth + 1)]),
        );
      }
      return structuredClone(b);
    };
    return [base, mix(base, other, 0)] as const;
  });

/** The new state's value, with the previous state's objects wherever they are equal. */
const sharesWhereEqual = fc.property(twoStates, ([previous, next]) => {
  const result = shareEqual(previous, next);
  expect(result).toStrictEqual(next);
  expect(sharedWhereEqual(previous, result)).toBe(true);
});

describe('shareEqual', () => {
  it('keeps the value of the new state and the previous objects wherever they are equal (property)', () => {
    console.info(`shareEqual property: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    fc.assert(sharesWhereEqual, { numRuns: 500, seed: SEED });
  });

  it('regression: seed 1107252965 (a key named like an Object method on one side only) passes', () => {
    fc.assert(sharesWhereEqual, { numRuns: 500, seed: 1107252965 });
  });

  it('gives the previous state itself when nothing differs, and new objects only along what changed', () => {
    const previous = {
      session: { status: 'unknown' },
      coupon: { bets: [{ id: 'a' }], stake: '' },
      api: { queries: {} },
    };
    const next = JSON.parse(JSON.stringify(previous)) as typeof previous;
    expect(shareEqual(previous, next)).toBe(previous);

    next.coupon.bets.push({ id: 'b' });
    const result = shareEqual(previous, next);
    expect(result).not.toBe(previous);
    expect(result.session).toBe(previous.session);
    expect(result.api).toBe(previous.api);
    expect(result.coupon).not.toBe(previous.coupon);
    expect(result.coupon.bets[0]).toBe(previous.coupon.bets[0]);
    expect(result.coupon.bets[1]).toEqual({ id: 'b' });
  });

  // The second (seed 2): an own `__proto__` key, as JSON.parse makes from a platform's answer, was set as the prototype.
  it('regression: an own __proto__ key stays a key and changes no prototype', () => {
    const next = JSON.parse('{"__proto__":""}') as object;
    const result = shareEqual({}, next);
    expect(result).toStrictEqual(next);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  // Also the property's first counterexample (seed 1018401864: `{}` then `{ '': undefined }`), which a JSON comparison
  // in the test itself had called equal.
  it('tells a missing key from one set to undefined, and leaves class instances to the new state', () => {
    const withKey = { a: undefined };
    expect('a' in shareEqual({}, withKey)).toBe(true);
    expect(shareEqual({}, withKey)).toStrictEqual(withKey);
    expect(shareEqual(withKey, {})).toStrictEqual({});
    const date = new Date(0);
    expect(shareEqual({ at: new Date(0) }, { at: date }).at).toBe(date);
  });
});

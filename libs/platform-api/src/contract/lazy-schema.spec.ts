import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * What the recording zod/mini was asked to build. One list for the file, emptied per test: a recording module a
 * previous test's factory made may still serve this one's imports (seen once in a cold run of the whole project),
 * and it must record here too.
 */
const built: string[] = [];

/** The contract's modules evaluated afresh over a zod/mini that records every schema it is asked to build. */
async function freshAreas() {
  vi.resetModules();
  built.length = 0;
  vi.doMock('zod/mini', async (importOriginal) => {
    const { z: real } = await importOriginal<typeof import('zod/mini')>();
    const recording = new Proxy(real, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          built.push(String(key));
          return (value as (...parts: unknown[]) => unknown)(...args);
        };
      },
    });
    return { z: recording };
  });
  const [coupon, line, captcha, social, common] = await Promise.all([
    import('./coupon'),
    import('./line'),
    import('./captcha'),
    import('./social'),
    import('./common'),
  ]);
  return { built, coupon, line, captcha, social, common };
}

afterEach(() => {
  vi.doUnmock('zod/mini');
  vi.resetModules();
});

describe('schemas built on first use', () => {
  it('evaluating the coupon, line, captcha, social and common areas builds none of their schemas', async () => {
    const { built } = await freshAreas();
    expect(built).toEqual([]);
  });

  it('a schema is built the first time it checks something, then the same one checks every later value', async () => {
    const { built, coupon } = await freshAreas();
    const limits = { minBetAmount: 10, maxBetAmount: null, maxPayout: 500, availablePrepaidAmount: 0 };
    expect(coupon.couponLimits.response.safeParse(limits).success).toBe(true);
    const afterFirst = built.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect(coupon.couponLimits.response.safeParse({ ...limits, minBetAmount: -1 }).success).toBe(false);
    expect(built).toHaveLength(afterFirst);
  });

  it('reads as the schema it stands for: its shape, its definition, and inside other schemas', () => {
    const build = vi.fn(() => z.object({ id: z.string(), tags: z.array(z.string()) }));
    const Item = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(Object.keys(Item.shape)).toEqual(['id', 'tags']);
    expect(Item.def.type).toBe('object');
    expect(z.array(Item).safeParse([{ id: 'a', tags: [] }]).success).toBe(true);
    expect(z.extend(Item, { n: z.number() }).safeParse({ id: 'a', tags: ['x'], n: 1 }).success).toBe(true);
    expect(z.optional(Item).safeParse(undefined).success).toBe(true);
    expect(Item.safeParse({ id: 1, tags: [] }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

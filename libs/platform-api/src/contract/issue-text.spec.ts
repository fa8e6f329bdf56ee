import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { LanguageCodeSchema } from './common';
import { issueText } from './issue-text';

const textsOf = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map(issueText);
};

describe('issueText: zod/mini issues without a locale', () => {
  it('names what was expected, the bound that was missed and the format that did not match', () => {
    expect(textsOf(z.object({ id: z.int() }), { id: 'x' })).toEqual(['expected number']);
    expect(textsOf(z.string().check(z.minLength(1)), '')).toEqual(['too small (string >= 1)']);
    expect(textsOf(z.int().check(z.positive()), 0)).toEqual(['too small (number > 0)']);
    expect(textsOf(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toEqual(['too big (array <= 1)']);
    expect(textsOf(z.jwt(), 'not-a-jwt')).toEqual(['invalid jwt']);
    expect(textsOf(z.literal([0, 4]), 2)).toEqual(['expected one of 0, 4']);
    expect(textsOf(z.strictObject({}), { extra: 1 })).toEqual(['unknown keys extra']);
    expect(textsOf(z.union([z.string(), z.number()]), true)).toEqual(['invalid union']);
  });

  it("keeps a schema's own message", () => {
    expect(textsOf(LanguageCodeSchema, 'RU')).toEqual(['two lower-case letters']);
  });
});

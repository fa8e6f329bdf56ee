import { describe, expect, it } from 'vitest';
import { priceIn, sportsbookTexts, type SportsbookTexts } from './sportsbook-texts';

const cyrillic = /\p{Script=Cyrillic}/u;

/** Every text of one language by its path. */
const textsOf = (texts: SportsbookTexts): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[key, value]]
      : Object.entries(value).map(([inner, text]) => [`${key}.${inner}`, text]),
  );

describe('the sportsbook stories texts', () => {
  it('hold the same texts in both languages, the English ones without Cyrillic', () => {
    const en = textsOf(sportsbookTexts.en);
    expect(en.map(([key]) => key)).toEqual(textsOf(sportsbookTexts.ru).map(([key]) => key));
    expect(en.filter(([, text]) => cyrillic.test(text))).toEqual([]);
  });

  it('format a price as each language writes decimals', () => {
    expect(priceIn('ru', 2.5)).toBe('2,50');
    expect(priceIn('en', 2.5)).toBe('2.50');
  });
});

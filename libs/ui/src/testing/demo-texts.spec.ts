import { describe, expect, it } from 'vitest';
import { demoTexts, type DemoTexts } from './demo-texts';

const cyrillic = /\p{Script=Cyrillic}/u;

/** Every story file of ui, as text: what a reader of the toolbar's other language would be shown. */
const stories = import.meta.glob<string>('../**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

/** Every text of one language by its key, the functions' with a sample argument. */
function textsOf(texts: DemoTexts): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'function'
      ? [[key, value(1)]]
      : typeof value === 'string'
        ? [[key, value]]
        : Object.entries(value),
  );
}

describe('ui stories follow the toolbar language', () => {
  it('no story file holds Russian text of its own: it comes from demo-texts in the active language', () => {
    expect(Object.keys(stories).length).toBeGreaterThan(0);
    const russian = Object.entries(stories)
      .filter(([, source]) => cyrillic.test(source))
      .map(([file]) => file);
    expect(russian).toEqual([]);
  });

  it('the English demo texts are English and the Russian ones Russian', () => {
    expect(textsOf(demoTexts.en).filter(([, text]) => cyrillic.test(text))).toEqual([]);
    // Words differ between the languages; only a name both write alike may read the same.
    const english = new Map(textsOf(demoTexts.en));
    const same = textsOf(demoTexts.ru).filter(([key, text]) => english.get(key) === text);
    expect(same).toEqual([['email', 'E-mail']]);
  });
});

type Tests = Readonly<Record<string, boolean>> | undefined;

const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean);

const camel = (words: readonly string[]) =>
  words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');

/**
 * SR-017: doc 000 calls the test "hide-navigation-on-registration", doc 001 "hide-nav-on-registration", and
 * the config may write either in camelCase or kebab-case. Every spelling of the same test counts.
 */
export function testSpellings(name: string): string[] {
  const words = wordsOf(name);
  const short = words.map((word) => (word === 'navigation' ? 'nav' : word));
  const long = words.map((word) => (word === 'nav' ? 'navigation' : word));
  return [...new Set([name, ...[short, long].flatMap((variant) => [camel(variant), variant.join('-')])])];
}

/** A test is on when any spelling of it is `true` in the site config's `tests`. */
export function isTestOn(tests: Tests, name: string): boolean {
  return testSpellings(name).some((spelling) => tests?.[spelling] === true);
}

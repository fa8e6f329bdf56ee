import { describe, expect, it } from 'vitest';
import { outcomeAt, resolveAt } from './testing/resolve-at';

describe('the {lng} prefix', () => {
  it('[SR-002] every route is served under a two-lowercase-letter language segment', () => {
    expect(resolveAt('/en/casino')).toMatchObject({ kind: 'page', language: 'en', route: { name: 'casino' } });
    expect(resolveAt('/kk/live')).toMatchObject({ kind: 'page', language: 'kk', route: { name: 'live' } });
  });

  it('[SR-003] a path without {lng} is the same path and query under the user language (302: it differs per visitor)', () => {
    expect(resolveAt('/live?sport=1&x=%20y', { userLanguage: 'en' })).toEqual({
      kind: 'redirect',
      status: 302,
      reason: 'language-prefix',
      location: '/en/live?sport=1&x=%20y',
    });
    expect(outcomeAt('/office/account')).toBe('redirect 302 /ru/office/account');
  });

  it('[SR-003] [SR-030] / goes to the language root, which is the home page', () => {
    expect(outcomeAt('/')).toBe('redirect 302 /ru/');
    expect(resolveAt('/ru/')).toMatchObject({ kind: 'page', route: { name: 'home' }, layout: 'main' });
    expect(outcomeAt('/ru')).toBe('home');
  });

  it('[SR-003] a user language that is no language code falls back to ru', () => {
    expect(outcomeAt('/live', { userLanguage: 'english' })).toBe('redirect 302 /ru/live');
  });

  it('[SR-004] EN, eng and r1 are never a prefix: they get one, and then match nothing', () => {
    for (const path of ['/EN/live', '/eng/live', '/r1/live']) {
      expect(outcomeAt(path), path).toBe(`redirect 302 /ru${path}`);
      expect(outcomeAt(`/ru${path}`), path).toMatch(/^not-found /);
    }
  });

  it('[SR-005] a two-letter language the site does not offer fails validation: 404 in the user language', () => {
    expect(resolveAt('/xx/casino', { userLanguage: 'en' })).toEqual({
      kind: 'not-found',
      status: 404,
      reason: 'language',
      language: 'en',
    });
  });

  it('[SR-005] without a language list in the site config, the languages Kickoff has texts for are offered', () => {
    expect(outcomeAt('/en/', { config: { languages: [] } })).toBe('home');
    expect(outcomeAt('/kk/', { config: { languages: [] } })).toBe('not-found language');
  });
});

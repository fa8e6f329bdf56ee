import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

const SITE = 'https://kickoff.test';

describe('safeReturnPath', () => {
  it('follows a path on this site, keeping its query and hash', () => {
    expect(safeReturnPath('/ru/office/history?page=2#bets', SITE)).toBe('/ru/office/history?page=2#bets');
    expect(safeReturnPath('/', SITE)).toBe('/');
  });

  it('normalises dot segments the way the browser would', () => {
    expect(safeReturnPath('/ru/../en/live', SITE)).toBe('/en/live');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a relative path', 'ru/live'],
    ['another origin', 'https://evil.example/ru/'],
    ['this origin spelled in full', 'https://kickoff.test/ru/'],
    ['a protocol-relative host', '//evil.example/ru/'],
    ['a backslash host', '/\\evil.example'],
    ['a tab hidden in a protocol-relative host', '/\t/evil.example'],
    ['a newline hidden in a protocol-relative host', '/\n/evil.example'],
    ['a dot segment that becomes a protocol-relative host', '/.//evil.example'],
    ['a parent segment that becomes a protocol-relative host', '/..//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a leading space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a user-info trick', '//kickoff.test@evil.example/'],
  ])('goes home for %s', (_, candidate) => {
    expect(safeReturnPath(candidate, SITE)).toBeNull();
  });

  it('keeps encoded slashes encoded, so they stay one path segment', () => {
    expect(safeReturnPath('/%2F%2Fevil.example', SITE)).toBe('/%2F%2Fevil.example');
  });
});

import { describe, expect, it } from 'vitest';
import { noneMatchHolds } from './conditional';

describe('If-None-Match', () => {
  const etag = 'W/"abc-12-br"';

  it('`*` matches any copy the server has', () => {
    expect(noneMatchHolds('*', etag)).toBe(true);
    expect(noneMatchHolds(' * ', etag)).toBe(true);
  });

  it('compares tags weakly, in a list, and never matches another copy', () => {
    expect(noneMatchHolds(etag, etag)).toBe(true);
    expect(noneMatchHolds('"abc-12-br"', etag)).toBe(true);
    expect(noneMatchHolds('"x", W/"abc-12-br"', etag)).toBe(true);
    expect(noneMatchHolds('W/"abc-12-gzip"', etag)).toBe(false);
    expect(noneMatchHolds('', etag)).toBe(false);
    expect(noneMatchHolds(undefined, etag)).toBe(false);
  });
});

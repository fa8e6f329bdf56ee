import { describe, expect, it } from 'vitest';
import { APP_VIEW_TYPE, allowedCoefViews, resolveCoefView } from './coef-views';

const site = [0, 1, 2, 4, 5, 6, 14, 15, 16];

describe('coefficient views', () => {
  it('[CPN-039] the European view offers 0, 1, 2, 4, 5, 6; the Asian view 0, 14, 15, 16', () => {
    expect(allowedCoefViews(site, APP_VIEW_TYPE.european)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(allowedCoefViews(site, APP_VIEW_TYPE.asian)).toEqual([0, 14, 15, 16]);
  });

  it('[CPN-038] only ids both the site config and the view allow are offered; decimal when they share none', () => {
    expect(allowedCoefViews([0, 2, 99], APP_VIEW_TYPE.european)).toEqual([0, 2]);
    expect(allowedCoefViews([1, 2], APP_VIEW_TYPE.asian)).toEqual([0]);
  });

  it('[CPN-038] a coefficient view outside the allowed list is not accepted: the first allowed one is used', () => {
    expect(resolveCoefView(2, [0, 2])).toBe(2);
    expect(resolveCoefView(5, [0, 2])).toBe(0);
    expect(resolveCoefView(14, allowedCoefViews(site, APP_VIEW_TYPE.european))).toBe(0);
  });
});

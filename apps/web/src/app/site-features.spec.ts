import type { Feature } from '@kickoff/store';
import { inSiteOrder } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { siteFeatures } from './site-features';

/** Who brings what, by name, for each feature that brings it. */
const owners = (entries: (feature: Feature) => readonly string[]) => {
  const byKey = new Map<string, string[]>();
  for (const feature of siteFeatures)
    for (const key of entries(feature)) byKey.set(key, [...(byKey.get(key) ?? []), feature.name]);
  return [...byKey].filter(([, names]) => names.length > 1);
};

describe('the site’s features', () => {
  it('give each route its page from one feature only, and one remote app page', () => {
    expect(owners((feature) => Object.keys(feature.routes?.pages ?? {}))).toEqual([]);
    expect(siteFeatures.filter((feature) => feature.routes?.remoteAppPage)).toHaveLength(1);
  });

  it('give every part of a slot an id of its own', () => {
    const partIds = (feature: Feature) =>
      Object.entries(feature.slots ?? {}).flatMap(([slot, parts]) => parts.map((part) => `${slot}/${part.id}`));
    expect(owners(partIds)).toEqual([]);
    for (const feature of siteFeatures) expect(new Set(partIds(feature)).size).toBe(partIds(feature).length);
  });

  it("are in the order the test kit's player site installs them in (its SITE_ORDER follows this list)", () => {
    expect(inSiteOrder(siteFeatures).map((feature) => feature.name)).toEqual(
      siteFeatures.map((feature) => feature.name),
    );
  });

  it('have names of their own', () => {
    expect(new Set(siteFeatures.map((feature) => feature.name)).size).toBe(siteFeatures.length);
  });
});

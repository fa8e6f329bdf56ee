import { describe, expect, it } from 'vitest';
import { routeNamed } from '../routes';
import { mainLayoutParts } from './layout-parts';

const route = (name: string) => {
  const found = routeNamed(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('parts of layout main', () => {
  it('[SR-015] the footer goes where route meta hides it and stays elsewhere', () => {
    expect(mainLayoutParts(route('casino-game'), undefined).footer).toBe(false);
    expect(mainLayoutParts(route('casino'), undefined).footer).toBe(true);
    expect(mainLayoutParts({ name: 'x' }, undefined).footer).toBe(true);
  });

  it('[SR-016] the SEO block goes where route meta hides it and stays elsewhere', () => {
    expect(mainLayoutParts(route('office-account'), undefined).seo).toBe(false);
    expect(mainLayoutParts(route('home'), undefined).seo).toBe(true);
  });

  it('[SR-017] the bottom navigation goes on registration only while the test is on', () => {
    expect(
      mainLayoutParts(route('registration'), { tests: { 'hide-navigation-on-registration': true } }).bottomNavigation,
    ).toBe(false);
    expect(mainLayoutParts(route('registration'), { tests: {} }).bottomNavigation).toBe(true);
    expect(mainLayoutParts(route('login'), { tests: { hideNavOnRegistration: true } }).bottomNavigation).toBe(true);
  });

  it('[SR-106] [SR-107] snow: home with the config on, nowhere else', () => {
    expect(mainLayoutParts(route('home'), { isSnowEnabled: true }).snow).toBe(true);
    expect(mainLayoutParts(route('home'), { isSnowEnabled: false }).snow).toBe(false);
    expect(mainLayoutParts(route('live'), { isSnowEnabled: true }).snow).toBe(false);
  });
});

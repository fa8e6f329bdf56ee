import type { SiteConfig } from '@kickoff/platform-api';
import type { RouteDefinition } from '../routes';
import { isSnowVisible } from '../shell/page-widgets';
import type { MainLayoutParts } from './layout-slots';
import { isTestOn } from './test-flags';

/** Every part on, no snow: a page without route meta, or the error pages. */
export const DEFAULT_MAIN_LAYOUT_PARTS: MainLayoutParts = {
  footer: true,
  seo: true,
  bottomNavigation: true,
  snow: false,
};

/** SR-015, SR-016, SR-017, SR-106, SR-107: what of layout `main` the route and the site config leave on. */
export function mainLayoutParts(
  route: Pick<RouteDefinition, 'name' | 'meta'>,
  config: Partial<Pick<SiteConfig, 'tests' | 'isSnowEnabled'>> | undefined,
): MainLayoutParts {
  const hidingTest = route.meta?.hideBottomNavigationWhenTest;
  return {
    footer: route.meta?.hideFooter !== true,
    seo: route.meta?.hideSeo !== true,
    bottomNavigation: hidingTest === undefined || !isTestOn(config?.tests, hidingTest),
    snow: isSnowVisible(route.name, config?.isSnowEnabled),
  };
}

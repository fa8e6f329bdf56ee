import type { ComponentType } from 'react';
import type { PageModules } from './page-modules-contract';
import type { PageModuleLoader, PageRegistry } from './shell-options';

/** Pages the shell itself owns; apps/web may still replace them through its registry. */
const BUILT_IN_PAGES: PageRegistry = {
  'error-500': () => import('./errors/ServerErrorPage'),
};

/** Every route without a page yet: its remote app (or the shell page it will become) is still to come. */
const loadPlaceholder: PageModuleLoader = () => import('./placeholder/PlaceholderPage');

/** `remotePage`: the page of routes whose remote app renders them (those without a page of their own). */
export function createPageModules(pages: PageRegistry, remotePage?: PageModuleLoader): PageModules {
  const components = new Map<string, ComponentType>();
  return {
    async load(route) {
      const known = components.get(route.name);
      if (known) return known;
      const load =
        pages[route.name] ??
        BUILT_IN_PAGES[route.name] ??
        (route.remoteApp ? remotePage : undefined) ??
        loadPlaceholder;
      const { default: component } = await load();
      components.set(route.name, component);
      return component;
    },
    loaded: (routeName) => components.get(routeName),
  };
}

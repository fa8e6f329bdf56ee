import type { ComponentType } from 'react';
import type { RouteDefinition } from '../routes';

/**
 * What the shell's route elements use of the page registry. Apart from `createPageModules`, so the shell context
 * (read by the pages themselves) does not import the module that imports the pages.
 */
export interface PageModules {
  /** Loads (once) the page of a route; rejects when its chunk cannot be fetched. */
  load(route: RouteDefinition): Promise<ComponentType>;
  /** The page already loaded for a route name. */
  loaded(routeName: string): ComponentType | undefined;
}

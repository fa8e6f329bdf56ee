export { shellFeature } from './shell-feature';
export { createSiteRouter } from './site-router';
export type { SiteRouterOptions } from './site-router';
export type { CurrentRoute } from './current-route';

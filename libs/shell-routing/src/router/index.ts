// The React side of the shell: the data-router routes built from the route table.
export { createShellRoutes } from './create-shell-routes';
export type {
  LanguageCookies,
  PageModuleLoader,
  PageRegistry,
  PlatformFacts,
  ShellPageData,
  ShellRoutesOptions,
  ShellStore,
} from './shell-options';
export type { FeatureGuard, GuardInput, GuardOutcome } from './shell-guards';
export type { SiteConfigState } from './site-config-source';
export { useShellPage } from './page-context';
export { routeErrorStatus } from './errors/route-error-status';

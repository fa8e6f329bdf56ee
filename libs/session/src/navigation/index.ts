export { afterSignInTarget } from './after-sign-in-target';
export type { AfterRegistrationPair, AfterSignInInput, AfterSignInReason, AfterSignInTarget, RouteRef } from './after-sign-in-target';
export { registerAfterSignInNavigation } from './after-sign-in-listener';
export type { AfterSignInNavigationPorts } from './navigation-ports';

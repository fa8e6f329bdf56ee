export {
  siteGuards,
  sitePages,
  sitePreparePage,
  siteRouteAnswer,
  siteSharedAnswers,
  siteSlots,
  siteThirdParties,
} from './collect';
export { dropCachedAnswers, seedSharedAnswers } from './shared-answers';
// The head's machinery is an entry of its own (`@kickoff/store/head`): the server and a client navigation need it,
// never the browser's first load.
export type { FeatureHead, HeadElement, HeadInput, HeadRoute, HeadTag } from './head';
export { GUARD_STAGES, runGuards } from './pages';
export type { FeatureGuard, FeatureRoutes, GuardInput, GuardOutcome, GuardPage, GuardStage, PageLoader } from './pages';
export type {
  ConsentCategory,
  CspDirective,
  FeatureServer,
  RouteAnswer,
  ServerPage,
  ServerParts,
  ServerRequest,
  ThirdParty,
} from './server';
export { SLOT_NAMES } from './slots';
export type { FeatureSlots, SlotName, SlotPart } from './slots';

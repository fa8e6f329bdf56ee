export { siteGuards, sitePages, siteSharedAnswers, siteSlots, siteThirdParties } from './collect';
// The head's machinery is an entry of its own (`@kickoff/store/head`): the server and a client navigation need it,
// never the browser's first load.
export type { FeatureHead, HeadElement, HeadInput, HeadRoute, HeadTag } from './head';
export { GUARD_STAGES, runGuards } from './pages';
export type { FeatureGuard, FeatureRoutes, GuardInput, GuardOutcome, GuardPage, GuardStage, PageLoader } from './pages';
export type { ConsentCategory, CspDirective, FeatureServer, ThirdParty } from './server';
export { SLOT_NAMES } from './slots';
export type { FeatureSlots, SlotName, SlotPart } from './slots';

// Guards are the feature-module contract's (`Feature.guards` of @kickoff/store): the shell runs them, features bring them.
export type { FeatureGuard, GuardInput, GuardOutcome } from '@kickoff/store';

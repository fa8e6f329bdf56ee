// The header's balance as its own entry (`@kickoff/accounts/header`): visitors never see it, so the app loads it lazily.
export { AccountBalance as default } from './balance/AccountBalance';

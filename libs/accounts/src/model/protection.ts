// The player's protection (doc 000 §3.7): the user config tells it through the port `accounts.protection`.
export { PROTECTION_METHODS } from '@kickoff/contracts';
export type { Protection, ProtectionMethod } from '@kickoff/contracts';

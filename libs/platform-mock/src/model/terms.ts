import type { ModelContext } from './context';
import type { User } from './users';

/** doc 000 §3.9 terms items the confirm-terms page lists. */
export const TERMS_ITEMS = [
  { link: '/information/rules/general', tags: ['general'], subRules: [{ position: 1 }, { position: 2 }] },
  { link: '/information/rules/bonuses', tags: ['bonuses', 'changed'], subRules: [{ position: 4 }] },
  { link: '/information/amlpolicy', tags: ['aml'], subRules: [] },
];

export function termsVersion(context: ModelContext): string {
  return new Date(context.state.termsUpdatedAt).toISOString();
}

/** Confirming an outdated version does not count: the user must have seen the current terms. */
export function confirmTerms(context: ModelContext, user: User, version: string): boolean {
  if (Date.parse(version) !== context.state.termsUpdatedAt) return false;
  user.termsChanged = false;
  user.termsConfirmedAt = context.clock.now();
  return true;
}

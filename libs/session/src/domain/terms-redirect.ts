export interface TermsRedirectInput {
  isAuthenticated: boolean;
  termsChanged: boolean;
  onConfirmTermsPage: boolean;
  onExemptPage: boolean;
}

/**
 * Where the terms send the user, or null to stay: a signed-in user with changed terms goes to confirm them
 * unless the page is exempt (SES-054); someone on the confirm page with nothing to confirm goes home (SES-055).
 * The confirm page is never a reason to leave for itself, exempt or not.
 */
export function termsRedirect({
  isAuthenticated,
  termsChanged,
  onConfirmTermsPage,
  onExemptPage,
}: TermsRedirectInput): 'confirm-terms' | 'home' | null {
  const mustConfirm = isAuthenticated && termsChanged;
  if (onConfirmTermsPage) return mustConfirm ? null : 'home';
  if (mustConfirm && !onExemptPage) return 'confirm-terms';
  return null;
}

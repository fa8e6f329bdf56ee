/** Where the user stands when registration is asked for: the registration page, the login page, any other page. */
export type RegistrationPage = 'registration' | 'login' | 'other';

export interface RegistrationOpeningContext {
  page: RegistrationPage;
  /** Site config `isRegistrationEnabled`; false while the config is not known. */
  isRegistrationEnabled: boolean;
  /** The site runs as a widget (embedded): registration happens in the registration widget, then on the page. */
  isWidgetMode: boolean;
  isAuthenticated: boolean;
}

/** What opening registration does: nothing, the modal, the registration page, or the widget followed by the page. */
export type RegistrationOpening = 'none' | 'modal' | 'page' | 'widget-then-page';

/**
 * doc 000 §2.1, §4.3. The checks run in this order, so each rule wins over the ones after it:
 * - SES-037 on the registration page the form is already there: nothing;
 * - SES-038 registration disabled by site config: nothing (the route would be a 404, SR-074);
 * - a signed-in user has nobody to register (registration is for anonymous users, SR-029): nothing;
 * - SES-039 on the login page: the registration page instead of a modal over the login form;
 * - SES-040 widget mode: the registration widget, then the registration page (the spec names no target;
 *   the page is the fallback doc 000 §2.1 gives for a widget context);
 * - otherwise the modal.
 */
export function registrationOpening({
  page,
  isRegistrationEnabled,
  isWidgetMode,
  isAuthenticated,
}: RegistrationOpeningContext): RegistrationOpening {
  if (page === 'registration') return 'none';
  if (!isRegistrationEnabled) return 'none';
  if (isAuthenticated) return 'none';
  if (page === 'login') return 'page';
  if (isWidgetMode) return 'widget-then-page';
  return 'modal';
}

import { createAction } from '@reduxjs/toolkit';

/**
 * What a registration link or button may ask for; values come from outside (links, banners, the URL) and are
 * checked by the listener: an unknown type, bonus or network is logged and ignored (SES-045).
 */
export interface RegistrationRequestPreset {
  type?: unknown;
  bonus?: unknown;
}

/** SES-037 … SES-040: "register" was clicked; the opening listener decides between nothing, modal, page and widget. */
export const openRegistration = createAction<RegistrationRequestPreset | undefined>('registration/openRequested');

/**
 * The registration page is shown (route `registration/{type?}`): the form is prepared there instead of in a modal.
 * After a social network's authorization the page passes the `network` and `code` it returned with.
 */
export const registrationPageEntered = createAction<(RegistrationRequestPreset & { network?: unknown; code?: unknown }) | undefined>('registration/pageEntered');

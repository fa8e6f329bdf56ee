// Query parameters the site reads: their own module, so the first load carries the names without the route table.

/** `/{lng}/?showForgotPasswordModal=1` opens the forgot-password form over the home page (anonymous visitors only). */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/** Where a guarded page's login or account entry returns to once the player is in. */
export const RETURN_TO = 'returnTo';

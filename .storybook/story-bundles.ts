import type { ResourceBundle } from '@kickoff/i18n';
import { specResources } from '@kickoff/i18n';
// Texts files, not the libs' barrels: a barrel pulls the platform contract into every story for nothing.
import { accountsResources } from '../libs/accounts/src/i18n/accounts-resources';
import { shellModalsResources } from '../libs/shell-routing/src/modals/modals-resources';
import { remoteAppsResources } from '../libs/remote-apps/src/i18n/resources';
import { sessionCaptchaResources } from '../libs/session-forms/src/captcha/captcha-resources';
import { forgotPasswordResources } from '../libs/session-forms/src/forgot-password/forgot-password-resources';
import { noticesResources } from '../libs/session/src/notices/notices-resources';
import { sessionOneTapResources } from '../libs/session-forms/src/one-tap/one-tap-resources';
import { registrationResources } from '../libs/session-forms/src/registration/registration-resources';
import { signInResources } from '../libs/session-forms/src/sign-in/sign-in-resources';
import { termsResources } from '../libs/session/src/terms/terms-resources';
import { userConfigResources } from '../libs/user-config/src/i18n/resources';

/**
 * Texts of libs beyond ui that stories need; each lib adds its `…Resources` here when it gets stories.
 * `specResources` repeats ui's `main_error` / `main_done` / `main_ok` with the same texts, which `mergeBundles` accepts.
 */
export const storyBundles: ResourceBundle[] = [
  specResources,
  shellModalsResources,
  remoteAppsResources,
  signInResources,
  sessionCaptchaResources,
  sessionOneTapResources,
  registrationResources,
  forgotPasswordResources,
  termsResources,
  noticesResources,
  accountsResources,
  userConfigResources,
];

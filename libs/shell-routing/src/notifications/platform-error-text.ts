import type { PlatformError } from '@kickoff/platform-api';
import type { ShellModalsTextKey } from '../modals/modals-resources';

/**
 * What the visitor reads for a failed platform call, by error kind; null when the failure is not theirs to see:
 * a cancelled request (SR-103), a captcha the visitor gave up on (API-020), a terms confirmation the
 * confirm-terms flow already handles (API-016), a 401 left after the token retry (the session flow treats the
 * visitor as signed out; a toast would greet every anonymous visitor).
 */
export function platformErrorTextKey(error: PlatformError): ShellModalsTextKey | null {
  switch (error.kind) {
    case 'network':
      return 'shell_notify_network';
    case 'http':
      if (error.status === 401) return null;
      return error.status >= 500 ? 'shell_notify_server' : 'shell_notify_request';
    case 'invalid-answer':
      return 'shell_notify_invalid_answer';
    case 'captcha-required':
      return error.silent ? null : 'shell_notify_captcha';
    case 'terms-required':
    case 'cancelled':
      return null;
  }
}

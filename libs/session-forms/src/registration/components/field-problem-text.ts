import type { TFunction } from 'i18next';
import type { FieldProblem } from '../domain/registration-fields';
import { MAX_PROMO_CODE_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/registration-request';

/** What the player reads under a field for a problem the rules or the platform found. */
export function fieldProblemText(t: TFunction, field: string, problem: FieldProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'required':
      return t(field === 'social' ? 'session_registration_social_required' : 'session_registration_required');
    case 'too-short':
      return t('session_registration_password_short', { min: MIN_PASSWORD_LENGTH });
    case 'too-long':
      return t('session_registration_promo_code_long', { max: MAX_PROMO_CODE_LENGTH });
    case 'invalid':
      if (field === 'email') return t('session_registration_email_invalid');
      if (field === 'phone') return t('session_registration_phone_invalid');
      return t('session_registration_field_refused');
  }
}

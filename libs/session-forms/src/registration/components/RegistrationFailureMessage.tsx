import { Notice } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationFailure } from '../domain/registration-failure';
import type { RegistrationTextKey } from '../registration-resources';
import styles from './Registration.module.css';

const TEXT_OF: Record<Exclude<RegistrationFailure['reason'], 'captcha'>, RegistrationTextKey> = {
  'already-registered': 'session_registration_error_already_registered',
  'registration-disabled': 'session_registration_error_disabled',
  'invalid-field': 'session_registration_error_invalid_field',
  network: 'session_registration_error_network',
  unknown: 'session_registration_error_generic',
};

/** 140 / 141 / 142 and the rest, announced as they appear; a captcha given up on says nothing (API-020). */
export function RegistrationFailureMessage({ failure }: { failure: RegistrationFailure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  if (failure.reason === 'captcha') {
    return failure.silent ? null : (
      <Notice tone="error" className={styles.message}>
        {t('session_registration_error_captcha')}
      </Notice>
    );
  }
  return (
    <Notice tone="error" className={styles.message}>
      {t(TEXT_OF[failure.reason])}
    </Notice>
  );
}

import { Alert } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';

export interface ConfirmTermsErrorAlertProps {
  open: boolean;
  /** The user read the message (its one answer, `main_ok`); the page stays, so they can try again. */
  onAcknowledge: () => void;
}

/**
 * SES-057 … SES-059 (MOD-023): confirming the terms failed. An `alertdialog` with no close button that neither
 * an outside click nor Escape closes: the user answers it. Its one answer is an acknowledgement, not a way
 * around the terms: the confirm-terms page stays underneath.
 */
export function ConfirmTermsErrorAlert({ open, onAcknowledge }: ConfirmTermsErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      open={open}
      dismissible={false}
      title={t('main_error')}
      text={t('information_confirm_terms_error')}
      action={{ label: t('main_ok'), onClick: onAcknowledge }}
    />
  );
}

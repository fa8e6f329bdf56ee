import { Modal } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationStep } from '../state/registration-slice';
import { CredentialsSaving, type CredentialsSavingProps } from './CredentialsSaving';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';

export interface RegistrationModalProps {
  open: boolean;
  /** ×, Escape, a click outside, and "done" after saving the credentials. */
  onClose(): void;
  step: RegistrationStep;
  form: RegistrationFormProps;
  /** The credentials step of a one-click registration; without them that step shows the form. */
  credentials?: Omit<CredentialsSavingProps, 'onDone'> | null;
}

/** MOD-017: the registration modal; after a one-click registration it turns into the credentials-saving step. */
export function RegistrationModal({ open, onClose, step, form, credentials }: RegistrationModalProps) {
  const { t } = useTranslation();
  const savingCredentials = step === 'credentials' && credentials;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={savingCredentials ? t('session_registration_credentials_title') : t('session_registration_title')}
      // A click beside the form must not throw away what was typed or the only view of a new password.
      closeOnBackdropClick={false}
    >
      {savingCredentials ? <CredentialsSaving {...credentials} onDone={onClose} /> : <RegistrationForm {...form} />}
    </Modal>
  );
}

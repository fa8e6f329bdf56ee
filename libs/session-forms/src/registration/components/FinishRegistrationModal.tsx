import { Button, Modal, Notice, PasswordField, TextField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { FinishRegistrationField } from '../domain/finish-registration';
import type { FieldProblem } from '../domain/registration-fields';
import { MIN_PASSWORD_LENGTH } from '../domain/registration-request';
import { fieldProblemText } from './field-problem-text';
import styles from './Registration.module.css';

export interface FinishRegistrationModalProps {
  open: boolean;
  email: string;
  password: string;
  problems: readonly { field: FinishRegistrationField; problem: FieldProblem }[];
  submitting: boolean;
  /** Saving failed (or cannot be done now): the player is told to finish later in the personal account. */
  failed: boolean;
  onFieldChange(field: FinishRegistrationField, value: string): void;
  onSubmit(): void;
  /** "Later", ×, Escape: the profile stays unfinished, the modal is not offered again on this page. */
  onLater(): void;
}

/**
 * MOD-021 / SES-046: offered after a pay-and-play registration (the answer's `isPayAndPlay`), or when the app
 * learns the account is one. It asks for what such an account lacks to sign in again: an e-mail and a password.
 */
export function FinishRegistrationModal({
  open,
  email,
  password,
  problems,
  submitting,
  failed,
  onFieldChange,
  onSubmit,
  onLater,
}: FinishRegistrationModalProps) {
  const { t } = useTranslation();
  const problemOf = (field: FinishRegistrationField) => problems.find((problem) => problem.field === field)?.problem;
  return (
    <Modal
      open={open}
      onClose={onLater}
      title={t('session_registration_finish_title')}
      description={t('session_registration_finish_text')}
      closeOnBackdropClick={false}
    >
      <form
        className={styles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {failed ? (
          <Notice tone="error" className={styles.message}>
            {t('session_registration_finish_failed')}
          </Notice>
        ) : null}
        <TextField
          label={t('session_registration_email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={submitting}
          error={fieldProblemText(t, 'email', problemOf('email'))}
          onChange={(event) => onFieldChange('email', event.target.value)}
        />
        <PasswordField
          label={t('session_registration_password')}
          name="password"
          autoComplete="new-password"
          hint={t('session_registration_password_hint', { min: MIN_PASSWORD_LENGTH })}
          value={password}
          disabled={submitting}
          error={fieldProblemText(t, 'password', problemOf('password'))}
          onChange={(event) => onFieldChange('password', event.target.value)}
        />
        <p className={styles.muted}>{t('session_registration_finish_later_hint')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onLater}>
            {t('session_registration_finish_later')}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('session_registration_finish_saving') : t('session_registration_finish_save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { Button, PasswordField } from '@kickoff/ui';
import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordError } from '../domain/flow';
import { newPasswordProblem } from '../domain/rules';
import { attachTo, useFocusOnMount } from './focus-on-mount';
import styles from './ForgotPasswordModal.module.css';
import { StepError } from './StepError';
import { SubmitButton } from './SubmitButton';
import { PostableForm } from '../../no-script/PostableForm';

export interface NewPasswordStepProps {
  /** Given to password managers beside the new password, so they update the right entry. */
  login: string;
  busy: boolean;
  error: ForgotPasswordError | null;
  focusRef: RefObject<HTMLElement | null>;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Step "approve": the new password, typed twice, at least 8 characters. */
export function NewPasswordStep({ login, busy, error, focusRef, onSubmit, onCancel }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  useFocusOnMount(focusRef);
  const problem = tried ? newPasswordProblem(password, confirmation) : null;
  const tooShort = problem === 'too_short' || (error === 'password_too_short' && !tried);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (newPasswordProblem(password, confirmation) === null) onSubmit(password);
  };
  return (
    <PostableForm form="forgot-password" className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('session_forgot_approve_text')}</p>
      <input
        className={styles.hidden}
        type="text"
        name="username"
        autoComplete="username"
        value={login}
        readOnly
        hidden
        aria-hidden="true"
        tabIndex={-1}
      />
      <PasswordField
        ref={attachTo<HTMLInputElement>(focusRef)}
        name="new-password"
        label={t('session_forgot_password_label')}
        autoComplete="new-password"
        hint={t('session_forgot_password_hint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={tooShort ? t('session_forgot_password_too_short') : undefined}
      />
      <PasswordField
        name="confirm-password"
        label={t('session_forgot_confirm_label')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={problem === 'mismatch' ? t('session_forgot_password_mismatch') : undefined}
      />
      {error === 'generic' ? <StepError /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('session_forgot_cancel')}
        </Button>
        <SubmitButton busy={busy} label={t('session_forgot_save')} />
      </div>
    </PostableForm>
  );
}

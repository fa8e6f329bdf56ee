import { Button, TextField } from '@kickoff/ui';
import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordError } from '../domain/flow';
import { loginProblem, MAX_LOGIN_LENGTH } from '../domain/rules';
import { attachTo, useFocusOnMount } from './focus-on-mount';
import styles from './ForgotPasswordModal.module.css';
import { StepError } from './StepError';
import { SubmitButton } from './SubmitButton';
import { PostableForm } from '../../no-script/PostableForm';

export interface LoginStepProps {
  /** What was typed last time (kept when the player comes back to correct it). */
  login: string;
  busy: boolean;
  error: ForgotPasswordError | null;
  focusRef: RefObject<HTMLElement | null>;
  onSubmit: (login: string) => void;
  onCancel: () => void;
}

/** Step "call": the login, e-mail or phone a code is sent for. */
export function LoginStep({ login, busy, error, focusRef, onSubmit, onCancel }: LoginStepProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(login);
  const [tried, setTried] = useState(false);
  useFocusOnMount(focusRef);
  const problem = tried ? loginProblem(value) : null;
  // The platform's "unknown login" is about what was sent: once the player edits it, it no longer applies.
  const unknown = error === 'unknown_login' && value.trim() === login;
  const fieldError =
    problem === 'empty'
      ? t('session_forgot_login_required')
      : problem === 'too_long'
        ? t('session_forgot_login_too_long')
        : unknown
          ? t('session_forgot_unknown_login')
          : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (loginProblem(value) === null) onSubmit(value);
  };
  return (
    <PostableForm form="forgot-password" className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('session_forgot_call_text')}</p>
      <TextField
        ref={attachTo<HTMLInputElement>(focusRef)}
        name="login"
        label={t('session_forgot_login_label')}
        autoComplete="username"
        maxLength={MAX_LOGIN_LENGTH + 1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
      />
      {error === 'generic' ? <StepError /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('session_forgot_cancel')}
        </Button>
        <SubmitButton busy={busy} label={t('session_forgot_send_code')} />
      </div>
    </PostableForm>
  );
}

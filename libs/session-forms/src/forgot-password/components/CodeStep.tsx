import { Button, Notice, TextField } from '@kickoff/ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ForgotPasswordView } from '../domain/view';
import { formatCountdown, isCodeWellFormed, normaliseCode } from '../domain/rules';
import { attachTo, useFocusOnMount } from './focus-on-mount';
import styles from './ForgotPasswordModal.module.css';
import { StepError } from './StepError';
import { SubmitButton } from './SubmitButton';
import { PostableForm } from '../../no-script/PostableForm';

export interface CodeStepProps {
  view: Pick<
    ForgotPasswordView,
    'login' | 'busy' | 'error' | 'timeUp' | 'codeSecondsLeft' | 'resendWaitSeconds' | 'canResend'
  >;
  focusRef: RefObject<HTMLElement | null>;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeLogin: () => void;
  onCancel: () => void;
}

/**
 * Steps "code sent", "code wrong" and "time up": the code entry with its countdowns. Once time is up the entry
 * is gone and a new code is offered; a fresh code brings the entry back, empty.
 */
export function CodeStep({ view, focusRef, onSubmit, onResend, onChangeLogin, onCancel }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const resendRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(focusRef);

  const { timeUp } = view;
  const wasTimeUp = useRef(timeUp);
  useEffect(() => {
    if (wasTimeUp.current === timeUp) return;
    wasTimeUp.current = timeUp;
    // The control that had focus may just have gone: put it where the next action is.
    if (timeUp) {
      resendRef.current?.focus();
    } else {
      setCode('');
      setTried(false);
      focusRef.current?.focus();
    }
  }, [timeUp, focusRef]);

  const typed = normaliseCode(code);
  const fieldError =
    tried && !isCodeWellFormed(typed)
      ? t('session_forgot_code_format')
      : view.error === 'wrong_code'
        ? t('session_forgot_wrong_code')
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isCodeWellFormed(typed)) onSubmit(typed);
  };

  return (
    <PostableForm form="forgot-password" className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>
        <Trans
          i18nKey="session_forgot_code_sent"
          values={{ login: view.login }}
          components={{ strong: <span className={styles.login} /> }}
        />
      </p>
      {timeUp ? (
        <Notice
          tone="warning"
          title={t('session_forgot_time_up_title')}
          headingLevel={3}
          actions={
            <Button ref={resendRef} onClick={onResend} aria-disabled={view.busy || undefined}>
              {view.busy ? t('session_forgot_sending') : t('session_forgot_resend')}
            </Button>
          }
        >
          {t('session_forgot_time_up')}
        </Notice>
      ) : (
        <>
          <TextField
            ref={attachTo<HTMLInputElement>(focusRef)}
            name="code"
            label={t('session_forgot_code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
            hint={t('session_forgot_code_valid_for', { time: formatCountdown(view.codeSecondsLeft) })}
          />
          <div className={styles.row}>
            {view.canResend ? (
              <Button variant="ghost" onClick={onResend}>
                {t('session_forgot_resend')}
              </Button>
            ) : (
              <p className={styles.muted}>
                {t('session_forgot_resend_in', { time: formatCountdown(view.resendWaitSeconds) })}
              </p>
            )}
            <Button variant="ghost" onClick={onChangeLogin}>
              {t('session_forgot_change_login')}
            </Button>
          </div>
        </>
      )}
      {view.error === 'generic' || view.error === 'unknown_login' ? <StepError /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('session_forgot_cancel')}
        </Button>
        {timeUp ? null : <SubmitButton busy={view.busy} label={t('session_forgot_check_code')} />}
      </div>
    </PostableForm>
  );
}

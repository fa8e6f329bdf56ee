import { Button, Checkbox, PasswordField, RadioGroup, TextField } from '@kickoff/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type SwitchableForm, SWITCHABLE_FORMS } from '../domain/auth-forms';
import type { AuthFormState } from '../state/auth-form-slice';
import type { FieldBinding } from './field-binding';
import type { AuthField } from '../domain/form-problems';
import { errorText, FORM_TAB_KEYS, problemText } from './login-form-texts';
import { type PhoneCountry, type PhoneMask, phoneRuleFor } from '../domain/phone';
import { PhoneNumberField } from './PhoneNumberField';
import styles from './LoginForm.module.css';
import { PostableForm } from '../../no-script/PostableForm';

export interface LoginFormProps {
  state: AuthFormState;
  countries: readonly PhoneCountry[];
  masks: readonly PhoneMask[];
  onSwitchForm(form: SwitchableForm): void;
  onFieldChange(field: AuthField, value: string): void;
  onCountryChange(countryCode: string): void;
  onRememberChange(remember: boolean): void;
  /** Enter or the submit button; the SMS form's first submit asks for the code. */
  onSubmit(): void;
  onRequestSmsCode(): void;
  onBackFromTwoStep(): void;
  /** The forgot-password flow (another part of the site builds it). */
  onForgotPassword(): void;
  /** The registration flow. */
  onRegister(): void;
  /** Gets the first text field of the form on screen, for the modal to focus on opening. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  /** Id of the heading that names the form (the modal's or the page's title). */
  labelledBy?: string;
}

/** Focus goes to the first field with a new problem, so a keyboard user lands where the fix is needed. */
function useFocusOnNewProblems(formRef: RefObject<HTMLFormElement | null>, problems: AuthFormState['fieldProblems']) {
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const fields = Object.keys(problems);
    const isNew = fields.some((field) => !previous.current.includes(field));
    previous.current = fields;
    if (isNew) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, problems]);
}

/**
 * The four sign-in forms of doc 000 §3.9 with their switcher (MOD-016): the same form in the login modal and on
 * the login page. A native form: Enter submits, the browser's password manager and one-time-code autofill work.
 */
export function LoginForm(props: LoginFormProps) {
  const { state, countries, masks, firstFieldRef, labelledBy } = props;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { currentForm, submitting, sendingSms } = state;
  const smsCodeSent = state.smsSentTo !== null;
  const rule = phoneRuleFor(state.countryCode, countries, masks);
  useFocusOnNewProblems(formRef, state.fieldProblems);
  // A code field that just appeared is where the visitor types next.
  useEffect(() => {
    if (currentForm === 'login_password_two_step_code' || (currentForm === 'sms' && smsCodeSent))
      codeRef.current?.focus();
  }, [currentForm, smsCodeSent]);

  const bind = (field: AuthField, value: string): FieldBinding => {
    const problem = state.fieldProblems[field];
    const text = problem ? problemText(field, problem) : undefined;
    return {
      value,
      onChange: (event) => props.onFieldChange(field, event.target.value),
      error: text ? t(text.key, text.options ?? {}) : undefined,
    };
  };
  const password =
    currentForm === 'login_password' || currentForm === 'phone_password' ? state.passwords[currentForm] : '';
  const isPasswordForm = currentForm === 'login_password' || currentForm === 'phone_password';

  const submitLabel = (() => {
    if (currentForm === 'sms' && !smsCodeSent)
      return t(sendingSms ? 'session_login_sms_sending' : 'session_login_sms_send');
    if (submitting) return t('session_login_submitting');
    return t(currentForm === 'login_password_two_step_code' ? 'session_login_two_step_submit' : 'session_login_submit');
  })();

  return (
    <PostableForm
      form="sign-in"
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || sendingSms}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {currentForm === 'login_password_two_step_code' ? null : (
        <RadioGroup<SwitchableForm>
          className={styles.switcher}
          legend={t('session_login_form_switcher')}
          value={currentForm}
          onChange={props.onSwitchForm}
          options={SWITCHABLE_FORMS.map((form) => ({
            value: form,
            label: t(FORM_TAB_KEYS[form]),
            disabled: submitting,
          }))}
        />
      )}

      {currentForm === 'login_password' ? (
        <TextField
          ref={firstFieldRef}
          label={t('session_login_login_label')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('login', state.login)}
        />
      ) : null}

      {currentForm === 'phone_password' || currentForm === 'sms' ? (
        <PhoneNumberField
          countries={countries}
          countryCode={state.countryCode}
          onCountryChange={props.onCountryChange}
          rule={rule}
          phone={bind('phone', state.phone)}
          inputRef={firstFieldRef}
        />
      ) : null}

      {isPasswordForm ? (
        <>
          <PasswordField
            label={t('session_login_password_label')}
            name="password"
            autoComplete="current-password"
            {...bind('password', password)}
          />
          <div className={styles.row}>
            <Checkbox
              label={t('session_login_remember')}
              name="remember"
              checked={state.remember}
              onChange={(event) => props.onRememberChange(event.target.checked)}
            />
            <Button variant="ghost" onClick={props.onForgotPassword}>
              {t('session_login_forgot_password')}
            </Button>
          </div>
        </>
      ) : null}

      {currentForm === 'sms' && smsCodeSent ? (
        <>
          <p className={styles.text} role="status">
            {t('session_login_sms_sent', { number: state.smsSentTo })}
          </p>
          <TextField
            ref={codeRef}
            label={t('session_login_sms_code_label')}
            name="sms-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            {...bind('smsCode', state.smsCode)}
          />
          <div className={styles.row}>
            <Button
              variant="ghost"
              disabled={state.smsResendSecondsLeft > 0 || sendingSms}
              onClick={props.onRequestSmsCode}
            >
              {t('session_login_sms_resend')}
            </Button>
            {state.smsResendSecondsLeft > 0 ? (
              <span className={styles.muted}>
                {t('session_login_sms_resend_in', { seconds: state.smsResendSecondsLeft })}
              </span>
            ) : null}
          </div>
        </>
      ) : null}

      {currentForm === 'login_password_two_step_code' ? (
        <>
          <p className={styles.text}>{t('session_login_two_step_text')}</p>
          <TextField
            ref={(input) => {
              codeRef.current = input;
              if (firstFieldRef) firstFieldRef.current = input;
            }}
            label={t('session_login_two_step_code_label')}
            name="two-step-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            {...bind('twoStepCode', state.twoStepCode)}
          />
        </>
      ) : null}

      {state.error ? (
        <p className={styles.error} role="alert">
          {t(errorText(state.error, currentForm))}
        </p>
      ) : null}

      <div className={styles.actions}>
        <Button type="submit" fullWidth disabled={submitting || sendingSms}>
          {submitLabel}
        </Button>
        {currentForm === 'login_password_two_step_code' ? (
          <Button variant="secondary" fullWidth disabled={submitting} onClick={props.onBackFromTwoStep}>
            {t('session_login_two_step_back')}
          </Button>
        ) : null}
      </div>

      <p className={styles.register}>
        <span>{t('session_login_register_prompt')}</span>
        <Button variant="ghost" onClick={props.onRegister}>
          {t('session_login_register')}
        </Button>
      </p>
    </PostableForm>
  );
}

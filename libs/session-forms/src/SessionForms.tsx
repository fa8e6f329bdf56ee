import { type SessionFormsProps } from '@kickoff/contracts';
import { ConnectedCaptchaModal } from './captcha/components/ConnectedCaptchaModal';
import { useFormEntry } from './form-entry';
import { ConnectedForgotPasswordModal } from './forgot-password/components/ConnectedForgotPasswordModal';
import { OneTapPrompt } from './one-tap/components/OneTapPrompt';
import { ConnectedFinishRegistrationModal } from './registration/components/ConnectedFinishRegistrationModal';
import { ConnectedRegistrationModal } from './registration/components/ConnectedRegistrationModal';
import { ConnectedLoginModal } from './sign-in/components/ConnectedLoginModal';
import styles from './SessionForms.module.css';

/** The session's forms over every page, once their chunk is in: each shows itself when its state opens it. */
export function SessionForms({ forgotPasswordAsked, onForgotPasswordClosed }: SessionFormsProps) {
  const entry = useFormEntry();
  return (
    <>
      <ConnectedLoginModal onForgotPassword={entry.openForgotPassword} onRegister={entry.openRegistration} />
      <ConnectedRegistrationModal />
      <ConnectedFinishRegistrationModal />
      <ConnectedForgotPasswordModal
        queryFlag={forgotPasswordAsked}
        onClosed={(outcome) => {
          onForgotPasswordClosed(outcome);
          if (outcome === 'exit') entry.openLogin();
        }}
      />
      <ConnectedCaptchaModal />
      <OneTapPrompt className={styles.oneTap} />
    </>
  );
}

import {
  ConnectedCaptchaModal,
  ConnectedFinishRegistrationModal,
  ConnectedForgotPasswordModal,
  ConnectedLoginModal,
  ConnectedRegistrationModal,
  OneTapPrompt,
} from '@kickoff/session';
import { useAccountEntry } from '../layouts/account-entry';
import styles from './SessionForms.module.css';

export interface SessionFormsProps {
  /** The home route asked for the forgot-password modal (`showForgotPasswordModal`). */
  forgotPasswordAsked: boolean;
  onForgotPasswordClosed(outcome: 'exit' | 'cancel'): void;
}

/** The session's forms over every page, once their chunk is in: each shows itself when its state opens it. */
export default function SessionForms({ forgotPasswordAsked, onForgotPasswordClosed }: SessionFormsProps) {
  const entry = useAccountEntry();
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

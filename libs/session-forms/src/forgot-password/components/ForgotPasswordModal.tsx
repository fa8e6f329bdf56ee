import { Modal } from '@kickoff/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordView } from '../domain/view';
import { CodeStep } from './CodeStep';
import { LoginStep } from './LoginStep';
import { NewPasswordStep } from './NewPasswordStep';
import { SuccessStep } from './SuccessStep';

export interface ForgotPasswordModalProps {
  view: ForgotPasswordView;
  onSubmitLogin: (login: string) => void;
  onChangeLogin: () => void;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onSubmitPassword: (password: string) => void;
  /** ×, Escape, Cancel, or Sign in after success: the flow calls it cancel before the password is saved, exit after. */
  onClose: () => void;
}

/**
 * MOD-020: the forgot-password modal, one body per step of SES-047. A click beside the dialog closes it only
 * where nothing is lost (login entry, success): a stray click must not throw away a code or a new password.
 */
export function ForgotPasswordModal({
  view,
  onSubmitLogin,
  onChangeLogin,
  onSubmitCode,
  onResend,
  onSubmitPassword,
  onClose,
}: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const firstControl = useRef<HTMLElement>(null);
  const open = view.step === 'call' || view.step === 'code-sent' || view.step === 'approve' || view.step === 'success';
  const midway = view.step === 'code-sent' || view.step === 'approve';
  return (
    <Modal
      open={open}
      title={t('session_forgot_title')}
      size="small"
      onClose={onClose}
      closeOnBackdropClick={!midway}
      initialFocusRef={firstControl}
    >
      {view.step === 'call' ? (
        <LoginStep
          key="call"
          login={view.login}
          busy={view.busy}
          error={view.error}
          focusRef={firstControl}
          onSubmit={onSubmitLogin}
          onCancel={onClose}
        />
      ) : null}
      {view.step === 'code-sent' ? (
        <CodeStep
          key="code"
          view={view}
          focusRef={firstControl}
          onSubmit={onSubmitCode}
          onResend={onResend}
          onChangeLogin={onChangeLogin}
          onCancel={onClose}
        />
      ) : null}
      {view.step === 'approve' ? (
        <NewPasswordStep
          key="approve"
          login={view.login}
          busy={view.busy}
          error={view.error}
          focusRef={firstControl}
          onSubmit={onSubmitPassword}
          onCancel={onClose}
        />
      ) : null}
      {view.step === 'success' ? <SuccessStep key="success" focusRef={firstControl} onExit={onClose} /> : null}
    </Modal>
  );
}

import { Button, Notice } from '@kickoff/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { attachTo, useFocusOnMount } from './focus-on-mount';
import styles from './ForgotPasswordModal.module.css';

/** Step "success" (after "password saved"): leaving from here is "exit", and the owner offers the sign-in. */
export function SuccessStep({ focusRef, onExit }: { focusRef: RefObject<HTMLElement | null>; onExit: () => void }) {
  const { t } = useTranslation();
  useFocusOnMount(focusRef);
  return (
    <div className={styles.form}>
      <Notice tone="success" headingLevel={3}>
        {t('session_forgot_success')}
      </Notice>
      <div className={styles.actions}>
        <Button ref={attachTo<HTMLButtonElement>(focusRef)} onClick={onExit}>
          {t('session_forgot_sign_in')}
        </Button>
      </div>
    </div>
  );
}

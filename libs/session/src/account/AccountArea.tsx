import { usePort } from '@kickoff/store';
import { Button } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectAccountView, selectUserId } from '../state/selectors';
import { logout } from '../state/session-slice';
import { useAccountEntry } from './account-entry';
import styles from './AccountArea.module.css';

/** The header's account corner: sign in and register for visitors; the player and logout for signed-in users. */
export function AccountArea() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useSelector(selectAccountView);
  const userId = useSelector(selectUserId);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const entry = useAccountEntry();
  const LogoutConfirmation = usePort('shell.LogoutConfirmation');
  // A prefetch that fails is retried by the press; nothing to tell the user before that.
  const preloadLogoutConfirmation = () => void LogoutConfirmation?.preload().catch(() => undefined);

  if (view !== 'player') {
    // Pending: the same buttons, unseen (so unreachable), hold the corner's size while the session is unknown (no
    // shift); `aria-hidden` says so where no style applies.
    const pending = view === 'pending' || undefined;
    return (
      <div className={pending ? `${styles.account} ${styles.pending}` : styles.account} aria-busy={pending}>
        <Button variant="secondary" onClick={entry.openLogin} aria-hidden={pending}>
          {t('session_account_login')}
        </Button>
        <Button onClick={entry.openRegistration} aria-hidden={pending} className={styles.register}>
          {t('session_account_register')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.player} data-testid="account-player">
        {t('session_account_player', { id: userId })}
      </span>
      {/* The confirmation's chunk is fetched as the pointer or focus nears the button, and shown on the press. */}
      <Button
        variant="secondary"
        onClick={() => setConfirmingLogout(true)}
        onPointerEnter={preloadLogoutConfirmation}
        onFocus={preloadLogoutConfirmation}
      >
        {t('session_account_logout')}
      </Button>
      {confirmingLogout && LogoutConfirmation && (
        <LogoutConfirmation
          open
          onConfirm={() => {
            setConfirmingLogout(false);
            dispatch(logout({ reason: 'user' }));
          }}
          onCancel={() => setConfirmingLogout(false)}
        />
      )}
    </div>
  );
}

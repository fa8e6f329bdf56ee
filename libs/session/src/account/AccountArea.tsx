import { LogoutConfirmation } from '@kickoff/shell-routing';
import { Button } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAuthenticated, selectUserId } from '../state/selectors';
import { logout } from '../state/session-slice';
import { useAccountEntry } from './account-entry';
import styles from './AccountArea.module.css';

/** The header's account corner: sign in and register for visitors; the player and logout for signed-in users. */
export function AccountArea() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsAuthenticated);
  const userId = useSelector(selectUserId);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const entry = useAccountEntry();

  if (!signedIn) {
    return (
      <div className={styles.account}>
        <Button variant="secondary" onClick={entry.openLogin}>
          {t('session_account_login')}
        </Button>
        <Button onClick={entry.openRegistration}>{t('session_account_register')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.player} data-testid="account-player">
        {t('session_account_player', { id: userId })}
      </span>
      <Button variant="secondary" onClick={() => setConfirmingLogout(true)}>
        {t('session_account_logout')}
      </Button>
      <LogoutConfirmation
        open={confirmingLogout}
        onConfirm={() => {
          setConfirmingLogout(false);
          dispatch(logout({ reason: 'user' }));
        }}
        onCancel={() => setConfirmingLogout(false)}
      />
    </div>
  );
}

import { logout, selectIsAuthenticated, selectUserId } from '@kickoff/session';
import { LogoutConfirmation } from '@kickoff/shell-routing';
import { Button } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';
import { useAccountEntry } from './account-entry';
import styles from './Header.module.css';

/** The header's account corner: sign in and register for visitors; the player and logout for signed-in users. */
export function AccountArea() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const signedIn = useSelector((state: RootState) => selectIsAuthenticated(state));
  const userId = useSelector((state: RootState) => selectUserId(state));
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const entry = useAccountEntry();

  if (!signedIn) {
    return (
      <div className={styles.account}>
        <Button variant="secondary" onClick={entry.openLogin}>
          {t('web_login')}
        </Button>
        <Button onClick={entry.openRegistration}>{t('web_register')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.player} data-testid="account-player">
        {t('web_player', { id: userId })}
      </span>
      <Button variant="secondary" onClick={() => setConfirmingLogout(true)}>
        {t('web_logout')}
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

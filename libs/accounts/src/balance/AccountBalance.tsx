import { useIsSignedIn } from '@kickoff/contracts';
import { useLazyTexts } from '@kickoff/store';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { accountsResources } from '../i18n/accounts-resources';
import { activeAccountChangeRequested } from '../state/accounts-slice';
import { selectAccounts } from '../state/selectors';
import { AccountMenu } from './AccountMenu';
import { formatAmount } from './format-amount';
import { useBalanceHidden } from './use-balance-hidden';
import styles from './AccountBalance.module.css';

/**
 * The header's balance: the active account's money in its currency (one account object, so amount and currency
 * always change together), opening the switch menu. Nothing for visitors; "loading" until the first answer.
 */
export function AccountBalance() {
  useLazyTexts(accountsResources);
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const signedIn = useIsSignedIn();
  const {
    status,
    activeAccount,
    all_accounts: accounts,
    isAccountFrozen,
    isChangeInProgress,
  } = useSelector(selectAccounts);
  const hidden = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  if (!signedIn) return null;
  if (status === 'unknown' || !activeAccount) {
    return (
      <span className={styles.loading} role="status" data-testid="account-balance">
        {t('accounts_balance_loading')}
      </span>
    );
  }
  const shown = hidden ? activeAccount.label : formatAmount(activeAccount, i18n.language);
  return (
    <div className={styles.balance}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={isChangeInProgress || undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.visuallyHidden}>{t('accounts_balance_label')}: </span>
        <span className={styles.amount} data-testid="account-balance">
          {shown}
        </span>
        {isAccountFrozen && <span className={styles.mark}>{t('accounts_frozen')}</span>}
      </button>
      {open && (
        <AccountMenu
          id={menuId}
          accounts={accounts}
          hidden={hidden}
          frozen={isAccountFrozen}
          trigger={trigger}
          onClose={() => setOpen(false)}
          onChoose={(account) => dispatch(activeAccountChangeRequested({ id: account.id }))}
        />
      )}
    </div>
  );
}

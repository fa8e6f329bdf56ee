import { Button } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../balance/format-amount';
import { ACCOUNT_TYPE, type Account } from '../model/account';
import styles from './OfficeAccountPage.module.css';

export interface WalletListProps {
  accounts: Account[];
  busy: boolean;
  frozen: boolean;
  onMakeActive: (account: Account) => void;
  onRemove: (account: Account) => void;
}

const KIND: Record<Account['type'], string> = {
  [ACCOUNT_TYPE.main]: 'accounts_main',
  [ACCOUNT_TYPE.bonus]: 'accounts_bonus',
  [ACCOUNT_TYPE.currency]: '',
};

/** Every wallet: its balance, main/bonus/active marks, and what may be done with it. */
export function WalletList({ accounts, busy, frozen, onMakeActive, onRemove }: WalletListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.wallets} aria-label={t('accounts_wallets')}>
      {accounts.map((account) => (
        <li key={account.id} className={styles.wallet} data-testid={`wallet-${account.iso}-${account.type}`}>
          <span className={styles.walletName}>
            {account.label}
            {KIND[account.type] && <span className={styles.mark}> · {t(KIND[account.type])}</span>}
            {account.isActive && <span className={styles.mark}> · {t('accounts_active')}</span>}
          </span>
          <span className={styles.amount}>{formatAmount(account, i18n.language)}</span>
          <span className={styles.actions}>
            {!account.isActive && !frozen && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onMakeActive(account)}
                aria-label={`${t('accounts_make_active')}: ${account.label}`}
              >
                {t('accounts_make_active')}
              </Button>
            )}
            {account.type === ACCOUNT_TYPE.currency && !account.isActive && (
              <Button variant="ghost" disabled={busy} onClick={() => onRemove(account)}>
                {t('accounts_remove', { currency: account.iso })}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { type RootState, useLazyTexts, usePort } from '@kickoff/store';
import { Alert, Notice, Preloader } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { accountsResources } from '../i18n/accounts-resources';
import type { Account } from '../model/account';
import { accountsApi } from '../state/accounts-api';
import {
  activeAccountChangeRequested,
  addCurrencyRequested,
  addCurrencySelected,
  messageDismissed,
  removeCurrencyRequested,
} from '../state/accounts-slice';
import { selectAccounts } from '../state/selectors';
import { AccountsMessage } from './AccountsMessage';
import { AddCurrencyForm } from './AddCurrencyForm';
import { ProtectionLevel } from './ProtectionLevel';
import { WalletList } from './WalletList';
import styles from './OfficeAccountPage.module.css';

const noProtection = () => null;

/** `/{lng}/office/account`: the player's wallets, adding and removing a currency, and the protection level. */
export function OfficeAccountPage() {
  useLazyTexts(accountsResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const accounts = useSelector(selectAccounts);
  const protectionOf = usePort('accounts.protection') ?? noProtection;
  const protection = useSelector((state: RootState) => protectionOf(state));
  const { data: currencies } = accountsApi.useAccountsAvailableCurrenciesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [removing, setRemoving] = useState<Account | null>(null);
  const busy = accounts.isAddInProgress || accounts.isDeleteInProgress || accounts.isChangeInProgress;
  return (
    <div className={styles.page}>
      <h1 id="accounts-title">{t('accounts_page_title')}</h1>
      <AccountsMessage message={accounts.message} onClose={() => dispatch(messageDismissed())} />
      {accounts.isAccountFrozen && <Notice tone="warning">{t('accounts_frozen')}</Notice>}
      <section aria-labelledby="accounts-wallets" className={styles.section}>
        <h2 id="accounts-wallets">{t('accounts_wallets')}</h2>
        {accounts.status === 'unknown' ? (
          <Preloader label={t('accounts_balance_loading')} />
        ) : (
          <WalletList
            accounts={accounts.all_accounts}
            busy={busy}
            frozen={accounts.isAccountFrozen}
            onMakeActive={(account) => dispatch(activeAccountChangeRequested({ id: account.id }))}
            onRemove={setRemoving}
          />
        )}
      </section>
      <AddCurrencyForm
        currencies={currencies}
        selected={accounts.selectedAddCurrency}
        adding={accounts.isAddInProgress}
        onSelect={(currencyId) => dispatch(addCurrencySelected(currencyId))}
        onAdd={(currencyId) => dispatch(addCurrencyRequested({ currencyId }))}
      />
      <ProtectionLevel protection={protection} />
      <Alert
        open={removing !== null}
        title={t('accounts_remove_title', { currency: removing?.iso ?? '' })}
        text={t('accounts_remove_text', { currency: removing?.iso ?? '' })}
        secondaryAction={{ label: t('accounts_remove_cancel'), onClick: () => setRemoving(null) }}
        action={{
          label: t('accounts_remove_confirm'),
          onClick: () => {
            if (removing) dispatch(removeCurrencyRequested({ id: removing.id }));
            setRemoving(null);
          },
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

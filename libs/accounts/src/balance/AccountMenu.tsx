import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Account, isBonusAccount } from '../model/account';
import { formatAmount } from './format-amount';
import { moveFocusInMenu } from './menu-keys';
import styles from './AccountBalance.module.css';

export interface AccountMenuProps {
  id: string;
  accounts: Account[];
  hidden: boolean;
  frozen: boolean;
  onChoose: (account: Account) => void;
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The switch: every account with its balance (the bonus one marked) as radio items, then links to the office. */
export function AccountMenu({ id, accounts, hidden, frozen, onChoose, onClose, trigger }: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"], [role^="menuitem"]')?.focus();
  }, []);
  const close = () => {
    onClose();
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      return close();
    }
    moveFocusInMenu(event);
  };
  const office = `/${i18n.language}/office`;
  return (
    <ul
      id={id}
      ref={menu}
      role="menu"
      aria-label={t('accounts_switch_label')}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      {accounts.map((account) => (
        <li key={account.id} role="none">
          <button
            type="button"
            role="menuitemradio"
            aria-checked={account.isActive}
            aria-disabled={frozen || undefined}
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              if (!frozen && !account.isActive) onChoose(account);
              close();
            }}
          >
            <span>
              {account.label}
              {isBonusAccount(account) && <span className={styles.mark}> · {t('accounts_bonus')}</span>}
            </span>
            {!hidden && <span className={styles.amount}>{formatAmount(account, i18n.language)}</span>}
          </button>
        </li>
      ))}
      <li role="separator" className={styles.separator} />
      <li role="none">
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={`${office}/account`} onClick={onClose}>
          {t('accounts_office_link')}
        </Link>
      </li>
      <li role="none">
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={`${office}/recharge`} onClick={onClose}>
          {t('accounts_deposit_link')}
        </Link>
      </li>
    </ul>
  );
}

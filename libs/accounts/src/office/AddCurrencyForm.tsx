import { Button, Preloader, SelectField } from '@kickoff/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddableCurrency } from '../model/account';
import styles from './OfficeAccountPage.module.css';

export interface AddCurrencyFormProps {
  /** Undefined while the list is loading. */
  currencies: AddableCurrency[] | undefined;
  selected: number | null;
  adding: boolean;
  onSelect: (currencyId: number | null) => void;
  onAdd: (currencyId: number) => void;
}

/** Opens an account in one more currency, chosen among those the player does not hold yet. */
export function AddCurrencyForm({ currencies, selected, adding, onSelect, onAdd }: AddCurrencyFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== null) onAdd(selected);
  };
  return (
    <section aria-labelledby="accounts-add" className={styles.section}>
      <h2 id="accounts-add">{t('accounts_add_title')}</h2>
      {currencies === undefined ? (
        <Preloader size="small" />
      ) : currencies.length === 0 && !adding ? (
        <p>{t('accounts_add_none')}</p>
      ) : (
        <form className={styles.addForm} onSubmit={submit} aria-busy={adding}>
          <SelectField
            label={t('accounts_add_currency')}
            value={selected ?? ''}
            disabled={adding}
            onChange={(event) => onSelect(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('accounts_add_choose')}</option>
            {currencies.map((currency) => (
              <option key={currency.currencyId} value={currency.currencyId}>
                {currency.iso} · {currency.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={adding || selected === null}>
            {t('accounts_add_submit')}
          </Button>
          {adding && <p role="status">{t('accounts_add_in_progress')}</p>}
        </form>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, formatMoney, parseAmount, steppedAmount } from './money';
import styles from './AmountField.module.css';
import hidden from './visually-hidden.module.css';

export interface AmountFieldProps {
  label: string;
  value: number;
  /** the currency's step of the − and + buttons */
  step: number;
  currencyIso: string;
  onChange(amount: number): void;
  /** under the field: the minimum and maximum */
  hint?: string;
  invalid?: boolean;
  /** the label is read, not shown, and the field is lower (a stake inside a bet's row) */
  isLabelHidden?: boolean;
}

/**
 * A stake: typed (a comma or a dot for the decimals) or moved by the currency's step. What is typed counts as soon
 * as it is an amount; until the field is left, the player's own text stays as typed.
 */
export function AmountField({
  label,
  value,
  step,
  currencyIso,
  onChange,
  hint,
  invalid = false,
  isLabelHidden = false,
}: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const stepText = formatMoney(step, currencyIso, i18n.language);
  return (
    <div className={styles.field} data-size={isLabelHidden ? 'compact' : undefined}>
      <label htmlFor={id} className={isLabelHidden ? hidden.hidden : styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={invalid || undefined}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon_slip_stake_less', { step: stepText })}
          onClick={() => onChange(steppedAmount(value, step, -1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? amountText(value)}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            const amount = parseAmount(event.target.value);
            if (amount !== null) onChange(amount);
          }}
          onBlur={() => setDraft(null)}
        />
        <span className={styles.currency} aria-hidden="true">
          {currencyIso}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon_slip_stake_more', { step: stepText })}
          onClick={() => onChange(steppedAmount(value, step, 1))}
        >
          +
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AmountRefusal, amountFieldText, currencyMinorUnits, readAmount } from '../domain/money-input';
import { amountRefusalValues, formatMoney, steppedAmount } from './money';
import styles from './AmountField.module.css';
import hidden from './visually-hidden.module.css';

export interface AmountFieldProps {
  label: string;
  value: number;
  /** the currency's step of the − and + buttons */
  step: number;
  currencyIso: string;
  onChange(amount: number): void;
  /** the text is not an amount of the currency: the stake is nothing until it is (never the one before) */
  onUnreadable(reason: AmountRefusal): void;
  /** why the store holds this stake as unreadable (the text may be gone: the field was shown again) */
  refusal?: AmountRefusal | null;
  /** under the field: the minimum and maximum */
  hint?: string;
  invalid?: boolean;
  /** the label is read, not shown, and the field is lower (a stake inside a bet's row) */
  isLabelHidden?: boolean;
}

/** What the player typed, and the stake the store was told it is (an amount, or nothing for a refusal). */
interface Draft {
  text: string;
  /** the amount it read as (nothing for a refusal) */
  value: number;
  refusal: AmountRefusal | null;
}

/** The store still holds what the typed text told it: the same refusal, or no refusal and the same amount. */
const isHeld = (typed: Draft, value: number, refusal: AmountRefusal | null) =>
  typed.refusal === null ? refusal === null && typed.value === value : typed.refusal === refusal;

/**
 * A stake: typed or moved by the currency's step, read by the one amount reader (domain/money-input.ts). A text that
 * is an amount counts at once; one that is not says why under the field, stays as typed, and leaves no stake. The
 * typed text shows only while the store holds what it said: a stake set from elsewhere (a quick stake, another tab,
 * another currency) replaces it, so the field never shows one stake while the button places another.
 */
export function AmountField({
  label,
  value,
  step,
  currencyIso,
  onChange,
  onUnreadable,
  refusal = null,
  hint,
  invalid = false,
  isLabelHidden = false,
}: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState<Draft | null>(null);
  const draft = typed && isHeld(typed, value, refusal) ? typed.text : null;
  const minorUnits = currencyMinorUnits(currencyIso);
  const stepText = formatMoney(step, currencyIso, i18n.language);
  const reading = draft === null ? null : readAmount(draft, minorUnits);
  const reason = reading && !reading.ok ? reading.reason : refusal;
  const describedBy = [reason ? `${id}-reason` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  const stepBy = (steps: 1 | -1) => {
    setTyped(null);
    onChange(steppedAmount(reason ? 0 : value, step, steps));
  };
  return (
    <div className={styles.field} data-size={isLabelHidden ? 'compact' : undefined}>
      <label htmlFor={id} className={isLabelHidden ? hidden.hidden : styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={invalid || reason !== null || undefined}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon_slip_stake_less', { step: stepText })}
          onClick={() => stepBy(-1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? (refusal ? '' : amountFieldText(value, minorUnits))}
          aria-invalid={invalid || reason !== null || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const text = event.target.value;
            const read = readAmount(text, minorUnits);
            setTyped({ text, value: read.ok ? read.amount : 0, refusal: read.ok ? null : read.reason });
            if (read.ok) onChange(read.amount);
            else onUnreadable(read.reason);
          }}
          // a text that reads is shown as the amount it became; one that does not stays for the player to fix
          onBlur={() => setTyped((last) => (last?.refusal === null ? null : last))}
        />
        <span className={styles.currency} aria-hidden="true">
          {currencyIso}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon_slip_stake_more', { step: stepText })}
          onClick={() => stepBy(1)}
        >
          +
        </button>
      </div>
      {reason ? (
        <p id={`${id}-reason`} className={styles.reason} data-refusal={reason}>
          {t('coupon_blocker_amountUnreadable', amountRefusalValues(reason, currencyIso))}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

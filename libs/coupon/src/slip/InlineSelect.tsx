import { useId } from 'react';
import styles from './BetSlip.module.css';

export interface InlineSelectProps {
  label: string;
  value: number;
  options: readonly { value: number; label: string }[];
  onChange(value: number): void;
}

/** A labelled native select on one line of the slip (the system size, the odds-change acceptance). */
export function InlineSelect({ label, value, options, onChange }: InlineSelectProps) {
  const id = useId();
  return (
    <div className={styles.inline}>
      <label htmlFor={id} className={styles.legend}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  legend: ReactNode;
  name?: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange(value: V): void;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move between options as browsers make them. */
export function RadioGroup<V extends string | number>({ legend, name, options, value, onChange, className }: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.check}>
            <input
              type="radio"
              name={groupName}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

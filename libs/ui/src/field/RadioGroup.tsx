import { type ReactNode, useId } from 'react';
import { useEarlyInput } from './early-input';
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

/** The enabled option the player picked in the group's DOM, when it is not the group's value. */
function pickedBesides<V extends string | number>(
  group: HTMLFieldSetElement,
  options: readonly RadioOption<V>[],
  value: V | null,
) {
  const radio = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
    (input) => input.checked,
  );
  const option = radio && options.find((candidate) => String(candidate.value) === radio.value);
  return option && option.value !== value && !option.disabled ? option : undefined;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between options as browsers make them. An option picked before
 * the site took the page over counts.
 */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? generated;
  const group = useEarlyInput<HTMLFieldSetElement>(undefined, (element) => {
    const picked = pickedBesides(element, options, value);
    if (picked) onChange(picked.value);
  });
  return (
    <fieldset ref={group} className={[styles.group, className].filter(Boolean).join(' ')}>
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

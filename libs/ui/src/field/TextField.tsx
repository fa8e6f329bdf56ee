import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the input and marks it invalid. */
  error?: ReactNode;
  /** Text before the input inside its frame, e.g. a dialling code. */
  prefix?: ReactNode;
  /** Something after the input inside its frame, e.g. a show-password button. */
  suffix?: ReactNode;
}

/** A labelled text input with its hint and error tied to it. */
export function TextField({ label, hint, error, prefix, suffix, id, className, ...input }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={classNames(styles.field, Boolean(error) && styles.invalid, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {suffix}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the select and marks it invalid. */
  error?: ReactNode;
}

/** A labelled native select: the picker every phone knows, searchable by typing, read by every screen reader. */
export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={classNames(styles.field, Boolean(error) && styles.invalid, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

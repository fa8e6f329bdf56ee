import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldFrame } from './FieldFrame';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the select and marks it invalid. */
  error?: ReactNode;
}

/** A labelled native select: the picker every phone knows, searchable by typing, read by every screen reader. */
export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select id={control.id} className={styles.input} aria-invalid={control.invalid || undefined} aria-describedby={control.describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

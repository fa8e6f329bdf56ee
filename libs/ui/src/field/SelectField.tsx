import type { ComponentPropsWithRef, ReactNode } from 'react';
import { changeOf } from './change-event';
import { useEarlyInput } from './early-input';
import styles from './Field.module.css';
import { FieldFrame } from './FieldFrame';
import { pickedValues, renderedValues, sameValues } from './rendered-selection';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the select and marks it invalid. */
  error?: ReactNode;
}

/**
 * A labelled native select: the picker every phone knows, searchable by typing, read by every screen reader. An option
 * picked before the site took the page over counts.
 */
export function SelectField({ label, hint, error, id, className, children, ref, ...select }: SelectFieldProps) {
  const { onChange } = select;
  const control = useEarlyInput<HTMLSelectElement>(
    ref,
    onChange &&
      ((element) => {
        if (!sameValues(pickedValues(element), renderedValues(element))) onChange(changeOf(element));
      }),
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(frame) => (
        <select
          id={frame.id}
          className={styles.input}
          aria-invalid={frame.invalid || undefined}
          aria-describedby={frame.describedBy}
          {...select}
          ref={control}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
          <input id={control.id} className={styles.input} aria-invalid={control.invalid || undefined} aria-describedby={control.describedBy} {...input} />
          {suffix}
        </>
      )}
    </FieldFrame>
  );
}

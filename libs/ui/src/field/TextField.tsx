import type { ComponentPropsWithRef, ReactNode } from 'react';
import { changeOf } from './change-event';
import { useEarlyInput } from './early-input';
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

/** A labelled text input with its hint and error tied to it; text typed before the site took the page over is kept. */
export function TextField({ label, hint, error, prefix, suffix, id, className, ref, ...input }: TextFieldProps) {
  const { value, defaultValue, onChange } = input;
  const control = useEarlyInput<HTMLInputElement>(
    ref,
    onChange &&
      ((element) => {
        if (element.value !== String(value ?? defaultValue ?? '')) onChange(changeOf(element));
      }),
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(frame) => (
        <>
          {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
          <input
            id={frame.id}
            className={styles.input}
            aria-invalid={frame.invalid || undefined}
            aria-describedby={frame.describedBy}
            {...input}
            ref={control}
          />
          {suffix}
        </>
      )}
    </FieldFrame>
  );
}

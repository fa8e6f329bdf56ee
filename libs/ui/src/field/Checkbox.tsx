import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import { changeOf } from './change-event';
import { useEarlyInput } from './early-input';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A native checkbox inside its label, so the whole text is the click target; a tick made before the site took the page over counts. */
export function Checkbox({ label, className, ref, ...input }: CheckboxProps) {
  const { checked, defaultChecked, onChange } = input;
  const control = useEarlyInput<HTMLInputElement>(
    ref,
    onChange &&
      ((element) => {
        if (element.checked !== Boolean(checked ?? defaultChecked)) onChange(changeOf(element));
      }),
  );
  return (
    <label className={classNames(styles.check, className)}>
      <input type="checkbox" {...input} ref={control} />
      <span>{label}</span>
    </label>
  );
}

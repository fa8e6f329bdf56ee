import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A native checkbox inside its label, so the whole text is the click target. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={classNames(styles.check, className)}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  fullWidth?: boolean;
}

/** A native button (type="button" unless told), so Enter, Space and focus work as browsers make them. */
export function Button({ variant = 'primary', fullWidth = false, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.button, styles[variant], fullWidth && styles.full, className)}
      {...rest}
    />
  );
}

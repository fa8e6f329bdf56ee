import type { ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

export interface FieldFrameProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The control, given the id its label points at and what describes it. */
  children(control: { id: string; invalid: boolean; describedBy: string | undefined }): ReactNode;
}

/** Label, framed control, hint and error of a field, tied together by ids for screen readers. */
export function FieldFrame({ id, label, hint, error, className, children }: FieldFrameProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={classNames(styles.field, Boolean(error) && styles.invalid, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>{children({ id: inputId, invalid: Boolean(error), describedBy })}</div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A password input the player may reveal, to check what they typed on a phone keyboard. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={revealed}
          onClick={() => setRevealed((value) => !value)}
        >
          {t('ui_password_show')}
        </button>
      }
    />
  );
}

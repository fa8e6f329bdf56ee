import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import styles from './CloseButton.module.css';

interface CloseButtonProps {
  onClick: () => void;
  /** i18next key of the accessible name; the × itself is hidden from assistive tech. */
  labelKey?: 'ui_close' | 'ui_dismiss_notification';
  className?: string;
}

/** The × shared by Modal, Notice and Toast: 44 px target, named by a translated label. */
export function CloseButton({ onClick, labelKey = 'ui_close', className }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={classNames(styles.close, className)} aria-label={t(labelKey)} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

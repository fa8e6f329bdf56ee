import { useTranslation } from 'react-i18next';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import styles from './Preloader.module.css';

export interface PreloaderProps {
  /** Accessible name; default the translated `ui_loading`. */
  label?: string;
  /** Spinner size. Default medium. */
  size?: 'small' | 'medium' | 'large';
  /** Draws this many skeleton placeholders instead of a spinner (the games preloader uses 16). */
  placeholders?: number;
  className?: string;
}

/**
 * Something is loading. A spinner is an indeterminate `progressbar`; the placeholder grid is an `aria-busy`
 * region whose tiles are hidden from assistive tech, with the label as status text in their place.
 */
export function Preloader({ label, size = 'medium', placeholders, className }: PreloaderProps) {
  const { t } = useTranslation();
  const name = label ?? t('ui_loading');
  if (placeholders === undefined) {
    return (
      <span role="progressbar" aria-label={name} className={classNames(styles.spinner, styles[size], className)} />
    );
  }
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={hidden.visuallyHidden}>
        {name}
      </span>
      <ul aria-hidden="true" className={styles.grid}>
        {Array.from({ length: Math.max(0, Math.floor(placeholders)) }, (_, i) => (
          <li key={i} className={styles.placeholder} data-testid="preloader-placeholder" />
        ))}
      </ul>
    </div>
  );
}

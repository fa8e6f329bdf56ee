import { useTranslation } from 'react-i18next';
import styles from './ScrollToTop.module.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The way back up: one press. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('shell_scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-6 6h4v6h4v-6h4z" fill="currentColor" />
      </svg>
    </button>
  );
}

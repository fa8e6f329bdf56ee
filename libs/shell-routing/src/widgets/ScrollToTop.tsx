import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../routes';
import { isScrollToTopVisible } from '../shell/page-widgets';
import styles from './ScrollToTop.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** SR-105: after 4 screens of scrolling on mobile, 1 screen otherwise; the way back up is one press. */
export function ScrollToTop({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  // A boolean snapshot: scrolling re-renders only when the control appears or goes.
  const visible = useSyncExternalStore(
    subscribe,
    () => isScrollToTopVisible(window.scrollY, window.innerHeight, platform),
    () => false,
  );
  if (!visible) return null;
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

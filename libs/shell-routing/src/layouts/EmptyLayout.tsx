import type { LayoutProps } from './layout-slots';
import styles from './PlainLayout.module.css';

/** SR-014: only the page (popups, print, payment returns that close a provider's window). */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <main id="content" className={styles.content} data-layout="empty">
      {children}
    </main>
  );
}

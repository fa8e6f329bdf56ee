import type { LayoutProps } from './layout-slots';
import styles from './PlainLayout.module.css';

/** SR-014: a page that stands alone (the casino first-bonus landing): no header, footer or SEO block, notifications kept. */
export function HeadlessLayout({ children, slots = {} }: LayoutProps) {
  return (
    <div className={styles.layout} data-layout="headless">
      <main id="content" className={styles.content}>
        {children}
      </main>
      {slots.notifications !== undefined && <div data-slot="notifications">{slots.notifications}</div>}
    </div>
  );
}

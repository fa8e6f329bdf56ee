import { useRef } from 'react';
import { ScrollToTop } from '../widgets/ScrollToTop';
import { Snow } from '../widgets/Snow';
import { useWindowSize } from '../widgets/window-size';
import { useHeaderHeight } from './header-height';
import { DEFAULT_MAIN_LAYOUT_PARTS } from './layout-parts';
import type { LayoutProps } from './layout-slots';
import styles from './MainLayout.module.css';

/**
 * SR-012, SR-013: the default layout. Header, content between the left column (sports menu) and the aside (the slip),
 * SEO block, footer, bottom navigation, notifications, support button, consultant chat and scroll-to-top; route meta
 * and config switch parts off. Which columns show at which width is MainLayout.module.css's (README: the shell).
 */
export function MainLayout({
  children,
  slots = {},
  parts = DEFAULT_MAIN_LAYOUT_PARTS,
  platform = 'desktop',
  consultantChat,
}: LayoutProps) {
  const { breakpoint } = useWindowSize();
  const layoutRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(layoutRef, headerRef, slots.header !== undefined);
  return (
    <div
      ref={layoutRef}
      className={styles.layout}
      data-layout="main"
      data-platform={platform}
      data-breakpoint={breakpoint}
    >
      {parts.snow && <Snow />}
      {slots.header !== undefined && (
        <header ref={headerRef} className={styles.header}>
          {slots.header}
        </header>
      )}
      <div className={styles.body}>
        {slots.left !== undefined && (
          <div className={styles.left} data-slot="left">
            {slots.left}
          </div>
        )}
        <main id="content" className={styles.content}>
          {children}
        </main>
        {slots.aside !== undefined && (
          <div className={styles.aside} data-slot="aside">
            {slots.aside}
          </div>
        )}
      </div>
      {parts.seo && slots.seo !== undefined && (
        <div className={styles.seo} data-slot="seo">
          {slots.seo}
        </div>
      )}
      {parts.footer && slots.footer !== undefined && <footer className={styles.footer}>{slots.footer}</footer>}
      {parts.bottomNavigation && slots.bottomNavigation !== undefined && (
        <div className={styles.bottomNavigation} data-slot="bottom-navigation">
          {slots.bottomNavigation}
        </div>
      )}
      {slots.notifications !== undefined && <div data-slot="notifications">{slots.notifications}</div>}
      <div className={styles.floating} data-slot="floating">
        {slots.support}
        {consultantChat}
        <ScrollToTop platform={platform} />
      </div>
    </div>
  );
}

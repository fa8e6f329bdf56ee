import type { ReactNode } from 'react';
import type { Platform } from '../routes';

/**
 * The layouts' places, filled by `createSiteRouter` from the features' slot parts (`Feature.slots`). The shell owns
 * where each part sits and when it shows (route meta, config); the content stays with its owner, so the shell never
 * imports coupon, session or seo.
 */
export interface ShellSlots {
  /** Inside the page's `<header>` (banner): logo, navigation, language switch, account. */
  header?: ReactNode;
  /** Left of the content from the desktop breakpoint (a sports menu). */
  left?: ReactNode;
  /** Beside the content from the sm breakpoint on (the coupon). */
  aside?: ReactNode;
  /** Inside the page's `<footer>` (contentinfo). */
  footer?: ReactNode;
  seo?: ReactNode;
  notifications?: ReactNode;
  support?: ReactNode;
  bottomNavigation?: ReactNode;
}

/** Which optional parts of layout `main` show on the current page. */
export interface MainLayoutParts {
  footer: boolean;
  seo: boolean;
  bottomNavigation: boolean;
  snow: boolean;
}

export interface LayoutProps {
  children: ReactNode;
  slots?: ShellSlots;
  parts?: MainLayoutParts;
  platform?: Platform;
  /** The consultant chat chosen for this language, if any (SR-110, SR-111). */
  consultantChat?: ReactNode;
}

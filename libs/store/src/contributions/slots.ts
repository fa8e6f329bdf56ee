import type { ComponentType } from 'react';

/**
 * The layout's named places features fill. The shell owns where each sits and when it shows (route, breakpoint,
 * config); what is in them belongs to the feature that brings it.
 */
export const SLOT_NAMES = [
  /** Inside the header bar, after the site's navigation: the coupon count, the balance, the account, preferences. */
  'header',
  /** The column left of the content from the desktop breakpoint (sports menu). */
  'left',
  /** The column right of the content (the bet slip; below 1100 px its quick bar). */
  'right',
  /** Notices over the page (bet placed, session ended). */
  'notifications',
  /** Floating parts over the page's corner (support chat button). */
  'floating',
  /** The phone's bottom bar: items after the shell's own sections (the bet slip with its count). */
  'bottomBar',
  /** The menu drawer (every size): the player's settings after the shell's navigation and language (theme, odds format). */
  'menu',
  /** Links and texts inside the footer. */
  'footer',
  /** Modals a feature opens over any page (verification, reality check). */
  'modals',
  /** The SEO block below the content. */
  'seo',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** One feature's part of a slot: a component that reads what it needs itself (no props from the layout). */
export interface SlotPart {
  /** Unique within the slot: React's key and what tests find it by. */
  readonly id: string;
  readonly Component: ComponentType;
  /** Lower first; parts of equal order keep the install order. Default 0. */
  readonly order?: number;
}

export type FeatureSlots = Readonly<Partial<Record<SlotName, readonly SlotPart[]>>>;

import type { ComponentType, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import { type NavLinkRenderer, plainLink } from './nav-link';
import styles from './BottomBar.module.css';

export interface BottomBarItem {
  id: string;
  label: ReactNode;
  Icon: ComponentType<{ className?: string }>;
  /** A link to a page; without it the item is a button (`onClick`: the bet slip opens over the page). */
  href?: string;
  onClick?: () => void;
  /** The page on screen: marked with aria-current and the selected colour. */
  current?: boolean;
  /** A count shown as a badge over the icon (the slip's bets); 0 or none shows no badge. */
  count?: number;
  /** A button item's state, when it opens something (the slip's sheet). */
  expanded?: boolean;
}

export interface BottomBarProps {
  /** The navigation landmark's name. */
  label: string;
  items: readonly BottomBarItem[];
  renderLink?: NavLinkRenderer;
  className?: string;
  /** More items after these, each a `BottomBarEntry` (a feature's own item: the bet slip with its count). */
  children?: ReactNode;
}

/**
 * The phone's bottom navigation: one row of equal items, each an icon over its label, at least a touch target tall;
 * the page on screen is `aria-current="page"`; a count reads as part of the item's name ("Bet slip 3").
 */
export function BottomBar({ label, items, renderLink = plainLink, className, children }: BottomBarProps) {
  return (
    <nav aria-label={label} className={classNames(styles.bar, className)}>
      <ul className={styles.items}>
        {items.map((item) => (
          <BottomBarEntry key={item.id} item={item} renderLink={renderLink} />
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** One item of the bar, a list item: for the bar's own items and for what a feature adds to it. */
export function BottomBarEntry({
  item,
  renderLink = plainLink,
}: {
  item: BottomBarItem;
  renderLink?: NavLinkRenderer;
}) {
  const hasCount = item.count !== undefined && item.count > 0;
  // The badge is drawn over the icon; the name reads it after the label ("Bet slip 3").
  const content = (
    <>
      <span className={styles.iconBox}>
        <item.Icon className={styles.icon} />
        {hasCount && (
          <span className={styles.badge} aria-hidden="true" data-testid={`bottom-bar-count-${item.id}`}>
            {item.count}
          </span>
        )}
      </span>
      <span className={styles.label}>{item.label}</span>
      {hasCount && (
        <>
          {' '}
          <span className={hidden.visuallyHidden}>{item.count}</span>
        </>
      )}
    </>
  );
  return (
    <li className={styles.cell}>
      {item.href !== undefined ? (
        renderLink({
          href: item.href,
          className: styles.item,
          'aria-current': item.current ? 'page' : undefined,
          onClick: item.onClick,
          children: content,
        })
      ) : (
        <button type="button" className={styles.item} aria-expanded={item.expanded} onClick={item.onClick}>
          {content}
        </button>
      )}
    </li>
  );
}

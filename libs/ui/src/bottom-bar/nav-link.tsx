import type { ReactElement, ReactNode } from 'react';

/** What a navigation component hands its link renderer: the shell passes its router's link, stories a plain anchor. */
export interface NavLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  title?: string;
  onClick?: () => void;
  children: ReactNode;
}

export type NavLinkRenderer = (props: NavLinkProps) => ReactElement;

/** A plain anchor: the page reloads on a click, which is what a navigation without a router does. */
export const plainLink: NavLinkRenderer = ({ children, ...props }) => <a {...props}>{children}</a>;

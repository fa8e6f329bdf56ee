import type { NavLinkRenderer } from '@kickoff/ui';
import { Link } from 'react-router-dom';

/** ui's navigation components link through the router: a click changes the page without reloading it. */
export const routerLink: NavLinkRenderer = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

import type { RemoteComponent } from '@kickoff/platform-api';

/** What a view asks the platform for: one remote app's page at one route. */
export interface RemotePageRequest {
  appName: string;
  /** The current route path, leading slash included (`/ru/casino`). */
  route: string;
  /** The page's query string, forwarded unchanged. */
  query?: Record<string, string>;
  /** Components the remote app should render (RA-019): the load is then a POST carrying them. */
  components?: RemoteComponent[];
  /** Asks for a full SPA render (RA-021): the `force-spa: 1` header. */
  forceSpa?: boolean;
}

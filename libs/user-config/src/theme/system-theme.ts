import { APP_THEME, type AppTheme } from '../preferences/preferences-state';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

/**
 * The device's colour scheme now and on every change, through the page's own window (the document comes from the
 * runtime's page adapter). Where there is none (the server, a test document without media queries) nothing is
 * told: the state keeps its light default, as the server rendered.
 */
export function followSystemTheme(doc: Document | undefined, follow: (theme: AppTheme) => void): () => void {
  const query = doc?.defaultView?.matchMedia?.(DARK_SCHEME);
  if (!query) return () => undefined;
  const tell = () => follow(query.matches ? APP_THEME.dark : APP_THEME.light);
  tell();
  query.addEventListener('change', tell);
  return () => query.removeEventListener('change', tell);
}

import { CasinoIcon, HomeIcon, LineIcon, LiveIcon } from '@kickoff/ui';
import { useLocation, useParams } from 'react-router-dom';
import type { ShellTextKey } from '../../i18n/resources';

/** The site's main sections: the header's links (desktop), the bottom bar's (phones) and the menu drawer's. */
export const SECTIONS = [
  { id: 'home', path: '', label: 'shell_nav_home', Icon: HomeIcon },
  { id: 'line', path: 'line', label: 'shell_nav_line', Icon: LineIcon },
  { id: 'live', path: 'live', label: 'shell_nav_live', Icon: LiveIcon },
  { id: 'casino', path: 'casino', label: 'shell_nav_casino', Icon: CasinoIcon },
] as const satisfies readonly { id: string; path: string; label: ShellTextKey; Icon: unknown }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The page's language, the address after it, and which section the page on screen belongs to (if any). */
export function useSiteLocation() {
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const rest = pathname.slice(lng.length + 1);
  const first = rest.split('/').find(Boolean) ?? '';
  const current = SECTIONS.find((section) => section.path === first)?.id;
  return { lng, rest, search, current, href: (path: string) => `/${lng}/${path}` };
}

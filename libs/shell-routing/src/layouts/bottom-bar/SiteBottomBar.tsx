import { BottomBar } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routerLink } from '../header/router-link';
import { SECTIONS, useSiteLocation } from '../header/site-sections';

/**
 * The phone's bottom bar (below 1100 px): the main sections, then what the features put in the bottomBar slot
 * (the coupon's bet slip with its count), each a `BottomBarEntry`.
 */
export function SiteBottomBar({ parts }: { parts?: ReactNode }) {
  const { t } = useTranslation();
  const { current, href } = useSiteLocation();
  return (
    <BottomBar
      label={t('shell_bottom_nav_label')}
      renderLink={routerLink}
      items={SECTIONS.map(({ id, path, label, Icon }) => ({
        id,
        label: t(label),
        Icon,
        href: href(path),
        current: id === current,
      }))}
    >
      {parts}
    </BottomBar>
  );
}

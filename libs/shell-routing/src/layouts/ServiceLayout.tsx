import { useTranslation } from 'react-i18next';
import type { ShellTextKey } from '../i18n/resources';
import type { LayoutProps } from './layout-slots';
import styles from './PlainLayout.module.css';

interface ServiceLayoutProps extends LayoutProps {
  layout: 'maintenance' | 'blocked';
  labelKey: ShellTextKey;
}

/** A page the site shows instead of itself: centred, no navigation to escape to, notifications kept. */
function ServiceLayout({ children, slots = {}, layout, labelKey }: ServiceLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} data-layout={layout}>
      <main id="content" className={styles.service} aria-label={t(labelKey)}>
        {children}
      </main>
      {slots.notifications !== undefined && <div data-slot="notifications">{slots.notifications}</div>}
    </div>
  );
}

/** SR-014: the maintenance page. */
export function MaintenanceLayout(props: LayoutProps) {
  return <ServiceLayout {...props} layout="maintenance" labelKey="shell_maintenance_label" />;
}

/** SR-014: the blocking pages (and the block-appeal history a blocked user must reach). */
export function BlockedLayout(props: LayoutProps) {
  return <ServiceLayout {...props} layout="blocked" labelKey="shell_blocked_label" />;
}

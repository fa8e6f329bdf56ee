import type { Clock } from '@kickoff/runtime';
import { ErrorView, Preloader } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { REMOTE_PAGE_RELOAD_THROTTLE_MS } from '../pages/remote-page-defaults';

export interface RemoteAppErrorViewProps {
  /** A reload is running: show the preloader instead (RA-008). */
  retrying: boolean;
  onReload(): void;
  clock?: Clock;
  headingLevel?: 1 | 2 | 3;
}

/** RA-007 / RA-008 (MOD-009): a remote app that failed to start: error view with reload, or a preloader while it retries. */
export function RemoteAppErrorView({ retrying, onReload, clock, headingLevel }: RemoteAppErrorViewProps) {
  const { t } = useTranslation();
  if (retrying) return <Preloader label={t('remote_page_retrying')} />;
  return (
    <ErrorView
      text={t('remote_app_error_text')}
      headingLevel={headingLevel}
      clock={clock}
      action={{ label: t('remote_app_reload'), onClick: onReload, throttleMs: REMOTE_PAGE_RELOAD_THROTTLE_MS }}
    />
  );
}

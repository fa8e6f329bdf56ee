import type { Clock } from '@kickoff/runtime';
import { ErrorView } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { REMOTE_PAGE_RELOAD_THROTTLE_MS } from '../pages/remote-page-defaults';

export interface RemotePageErrorViewProps {
  onReload(): void;
  clock?: Clock;
  headingLevel?: 1 | 2 | 3;
}

/** RA-016 / RA-017 (MOD-010): the final load error, with the spec's three keys and a throttled refresh. */
export function RemotePageErrorView({ onReload, clock, headingLevel }: RemotePageErrorViewProps) {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('main_dictionary_load_error')}
      text={t('main_dictionary_refresh_page')}
      headingLevel={headingLevel}
      clock={clock}
      action={{ label: t('main_refreshing_button'), onClick: onReload, throttleMs: REMOTE_PAGE_RELOAD_THROTTLE_MS }}
    />
  );
}

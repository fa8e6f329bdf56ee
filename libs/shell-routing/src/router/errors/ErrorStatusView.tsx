import { ErrorView } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';

/** SR-008 … SR-011: the error page, showing the status code of what went wrong (500 when nothing says). */
export function ErrorStatusView({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <div data-status={status}>
      <ErrorView statusCode={status} text={t('shell_error_text')} headingLevel={1} />
    </div>
  );
}

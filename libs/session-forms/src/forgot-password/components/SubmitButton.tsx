import { Button } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';

/**
 * The step's submit. While its call runs it says so and is marked unavailable, but stays focusable: disabling it
 * would drop keyboard focus to the page. A second press is ignored by the flow.
 */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" aria-disabled={busy || undefined}>
      {busy ? t('session_forgot_sending') : label}
    </Button>
  );
}

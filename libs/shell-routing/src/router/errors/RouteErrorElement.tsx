import { Preloader } from '@kickoff/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { DEFAULT_MAIN_LAYOUT_PARTS } from '../../layouts/layout-parts';
import { MainLayout } from '../../layouts/MainLayout';
import type { ChunkLoadRecovery } from '../../shell/chunk-load-recovery';
import { isChunkLoadError } from '../../shell/chunk-load-recovery';
import { useShell } from '../shell-context';
import { ErrorStatusView } from './ErrorStatusView';
import { NotFoundView } from './NotFoundView';
import { routeErrorStatus } from './route-error-status';

/** SR-109: a chunk that failed outside a navigation reloads the page once; until then nothing but a spinner. */
function useChunkRecovery(error: unknown): ChunkLoadRecovery | undefined {
  const { recovery } = useShell();
  const chunkError = isChunkLoadError(error);
  const [outcome, setOutcome] = useState<ChunkLoadRecovery | undefined>(chunkError ? undefined : 'not-a-chunk-error');
  useEffect(() => {
    if (chunkError) setOutcome(recovery.recover(error));
  }, [chunkError, error, recovery]);
  return outcome;
}

/**
 * The error element of the shell's routes: 404 → the not-found page, anything else → the error page with its
 * status (SR-005 … SR-010). Inside the page route it keeps layout `main` (header and footer to go on from).
 */
export function RouteErrorElement({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const shell = useShell();
  const { t, i18n } = useTranslation();
  const recovery = useChunkRecovery(error);
  if (recovery === undefined || recovery === 'reload' || recovery === 'full-load')
    return <Preloader label={t('shell_page_loading')} />;
  const status = routeErrorStatus(error);
  const view = status === 404 ? <NotFoundView language={i18n.language} /> : <ErrorStatusView status={status} />;
  if (!inLayout) return view;
  return (
    <MainLayout slots={shell.slots} parts={DEFAULT_MAIN_LAYOUT_PARTS}>
      {view}
    </MainLayout>
  );
}

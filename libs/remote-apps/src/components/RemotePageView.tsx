import { systemClock } from '@kickoff/runtime';
import { Preloader } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { isRetrying, type RemotePageView as RemotePageViewState } from '../pages/remote-pages-slice';
import { RemoteErrorBoundary } from '../safety/RemoteErrorBoundary';
import { RemoteAppErrorView } from './RemoteAppErrorView';
import { RemotePageErrorView } from './RemotePageErrorView';
import { RemoteSlot } from './RemoteSlot';
import { useRemoteAppsRuntime } from './remote-apps-runtime';

export interface RemotePageViewProps {
  viewId: string;
  /** The view's state as the remotePages slice holds it; undefined = not exist (renders nothing). */
  view: RemotePageViewState | undefined;
  onReload(): void;
  /** The page's assets and code are in place. */
  onApplied(loadId: number): void;
  /** The answer was refused, or the remote's code failed or threw while rendering. */
  onAppFailed(loadId: number, reason: string): void;
  /** A page view owns the document title; a modal does not. */
  setTitle?: boolean;
  headingLevel?: 1 | 2 | 3;
}

/** One remote page in one place of the shell: preloader, error views, or the page itself in its slot. */
export function RemotePageView({
  viewId,
  view,
  onReload,
  onApplied,
  onAppFailed,
  setTitle = false,
  headingLevel,
}: RemotePageViewProps) {
  const { t } = useTranslation();
  const clock = useRemoteAppsRuntime()?.clock ?? systemClock;
  if (!view) return null;
  const retrying = isRetrying(view);
  // RA-007: an app failure has no automatic retry; its reload turns the view back to loading (RA-008: preloader).
  if (view.status === 'error' && view.failure?.kind === 'app') {
    return <RemoteAppErrorView retrying={false} onReload={onReload} clock={clock} headingLevel={headingLevel} />;
  }
  if (view.status === 'loading' || retrying)
    return <Preloader label={t(retrying ? 'remote_page_retrying' : 'remote_page_loading')} />;
  if (view.status === 'error')
    return <RemotePageErrorView onReload={onReload} clock={clock} headingLevel={headingLevel} />;
  if (!view.page) return null;
  const { loadId } = view;
  const fail = (reason: string) => onAppFailed(loadId, reason);
  return (
    <RemoteErrorBoundary
      key={loadId}
      onError={(error) => fail(error instanceof Error ? error.message : String(error))}
      fallback={<RemoteAppErrorView retrying={false} onReload={onReload} clock={clock} headingLevel={headingLevel} />}
    >
      <RemoteSlot
        page={view.page}
        servedHtml={view.servedHtml}
        viewId={viewId}
        setTitle={setTitle}
        onApplied={() => onApplied(loadId)}
        onFailed={fail}
      />
    </RemoteErrorBoundary>
  );
}

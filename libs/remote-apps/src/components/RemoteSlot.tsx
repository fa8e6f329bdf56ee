import type { RemotePage } from '@kickoff/platform-api';
import { useEffect, useRef } from 'react';
import { applyRemotePage } from '../slot/apply-remote-page';
import { useRemoteAppsRuntime } from './remote-apps-runtime';

export interface RemoteSlotProps {
  page: RemotePage;
  viewId: string;
  setTitle: boolean;
  onApplied(): void;
  onFailed(reason: string): void;
}

/** The element the remote page lives in. React renders it empty and never touches what the page puts inside. */
export function RemoteSlot({ page, viewId, setTitle, onApplied, onFailed }: RemoteSlotProps) {
  const runtime = useRemoteAppsRuntime();
  const slot = useRef<HTMLDivElement>(null);
  // Read through a ref: new callbacks on a re-render must not apply the same page twice.
  const report = useRef({ onApplied, onFailed });
  report.current = { onApplied, onFailed };

  useEffect(() => {
    if (!slot.current || !runtime) return;
    const applied = applyRemotePage(page, slot.current, runtime, { viewId, setTitle });
    let live = true;
    void applied.outcome.then((outcome) => {
      if (!live) return;
      if (outcome.ok) report.current.onApplied();
      else report.current.onFailed(outcome.reason);
    });
    return () => {
      live = false;
      applied.dispose();
    };
    // The runtime is provided once per app; the page object changes with every load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, viewId, setTitle]);

  return <div ref={slot} data-remote-slot={viewId} />;
}

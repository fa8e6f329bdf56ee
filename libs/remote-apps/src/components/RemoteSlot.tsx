import type { RemotePage } from '@kickoff/platform-api';
import { PRESSES_HELD_ATTRIBUTE, pressAgain, takeHeldPresses } from '@kickoff/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyRemotePage } from '../slot/apply-remote-page';
import { useRemoteAppsRuntime } from './remote-apps-runtime';

export interface RemoteSlotProps {
  page: RemotePage;
  /** The body and style the server rendered into this slot: the browser keeps them (hydration) and adds the rest. */
  servedHtml?: string | undefined;
  viewId: string;
  setTitle: boolean;
  onApplied(): void;
  onFailed(reason: string): void;
}

/**
 * The element the remote page lives in. React renders it empty (or with the server's HTML of a served page) and
 * never touches what the page puts inside. Until the page's scripts and code have run, its plain buttons (the odds)
 * answer nothing: presses on them are held (`PRESSES_HELD_ATTRIBUTE`) and pressed again once the code is in.
 */
export function RemoteSlot({ page, servedHtml, viewId, setTitle, onApplied, onFailed }: RemoteSlotProps) {
  const runtime = useRemoteAppsRuntime();
  const slot = useRef<HTMLDivElement>(null);
  // Read through a ref: new callbacks on a re-render must not apply the same page twice.
  const report = useRef({ onApplied, onFailed });
  report.current = { onApplied, onFailed };
  // The page whose code has run in this slot; presses are held until it is the one shown.
  const [codeRanFor, setCodeRanFor] = useState<RemotePage | null>(null);
  const holding = codeRanFor !== page;

  useEffect(() => {
    const element = slot.current;
    if (!element || !runtime) return;
    const applied = applyRemotePage(page, element, runtime, {
      viewId,
      setTitle,
      bodyInPlace: servedHtml !== undefined,
    });
    let live = true;
    void applied.outcome.then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setCodeRanFor(page);
        report.current.onApplied();
      } else report.current.onFailed(outcome.reason);
    });
    return () => {
      live = false;
      applied.dispose();
    };
    // The runtime is provided once per app; the page object changes with every load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, viewId, setTitle]);

  useEffect(() => {
    const win = runtime?.doc.defaultView;
    // After the commit that stopped holding: a press from now on reaches the page's code by itself.
    if (!holding && win && slot.current) pressAgain(win, takeHeldPresses(win, slot.current));
  }, [holding, runtime]);

  // A served page's HTML is React's to hydrate (the same string on both sides), never parsed again here.
  const served = useMemo(() => (servedHtml === undefined ? undefined : { __html: servedHtml }), [servedHtml]);
  const held = holding ? { [PRESSES_HELD_ATTRIBUTE]: '' } : {};
  return <div ref={slot} data-remote-slot={viewId} {...held} dangerouslySetInnerHTML={served} />;
}

import type { Clock } from '@kickoff/runtime';
import { ErrorView, type ErrorViewAction, type ErrorViewKind } from '@kickoff/ui';
import type { ReactNode } from 'react';

export type MessageKind = ErrorViewKind;

export interface MessageViewProps {
  /** error → title `main_error`, done → `main_done`, ok → `main_ok` (I18N-005 … I18N-007). */
  kind: MessageKind;
  text?: ReactNode;
  action?: ErrorViewAction;
  /** 1 when the message is the whole page (popup windows, payment returns). */
  headingLevel?: 1 | 2 | 3;
  /** Time source of the action's throttle (`systemClock` in the app). */
  clock?: Clock;
  className?: string;
}

/**
 * MOD-005: the shell's generic result message in place of content. The title always comes from the kind, so
 * every "error", "done" and "ok" on the site reads the same; callers add the text and, at most, one action.
 */
export function MessageView({ kind, text, action, headingLevel, clock, className }: MessageViewProps) {
  return (
    <ErrorView
      kind={kind}
      text={text}
      action={action}
      headingLevel={headingLevel}
      clock={clock}
      className={className}
    />
  );
}

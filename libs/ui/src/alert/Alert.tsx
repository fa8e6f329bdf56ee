import type { Timers } from '@kickoff/runtime';
import { type ReactNode, useRef } from 'react';
import { Button } from '../button/Button';
import { Modal, type ModalCloseReason } from '../modal/Modal';

export interface AlertAction {
  label: ReactNode;
  onClick: () => void;
}

export interface AlertProps {
  open: boolean;
  title: ReactNode;
  /** The message, announced as the alert's description. */
  text?: ReactNode;
  /** The main answer (OK, confirm), drawn last and as the primary button. */
  action: AlertAction;
  /** The other answer (cancel), drawn first; it gets focus on open as the less destructive choice. */
  secondaryAction?: AlertAction;
  /**
   * Default true. False for alerts that must be answered (confirm-terms error, deposit-limit confirmation):
   * no close button, Escape and outside clicks do nothing, and `autoCloseMs` is ignored.
   */
  dismissible?: boolean;
  /** Asked to close by Escape, outside click, the × or the auto-close timer; never called when not dismissible. */
  onClose?: (reason: ModalCloseReason) => void;
  autoCloseMs?: number;
  timers?: Timers;
}

/** A modal `alertdialog` with a title, a text and one or two answers. */
export function Alert({
  open,
  title,
  text,
  action,
  secondaryAction,
  dismissible = true,
  onClose,
  autoCloseMs,
  timers,
}: AlertProps) {
  const firstAction = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="small"
      title={title}
      description={text}
      onClose={onClose}
      closeOnEscape={dismissible}
      closeOnBackdropClick={dismissible}
      showCloseButton={dismissible}
      autoCloseMs={autoCloseMs}
      timers={timers}
      initialFocusRef={firstAction}
      actions={
        <>
          {secondaryAction && (
            <Button ref={firstAction} variant="secondary" onClick={secondaryAction.onClick}>
              {secondaryAction.label}
            </Button>
          )}
          <Button ref={secondaryAction ? undefined : firstAction} onClick={action.onClick}>
            {action.label}
          </Button>
        </>
      }
    />
  );
}

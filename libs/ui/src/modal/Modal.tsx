import { systemTimers, type Timers } from '@kickoff/runtime';
import { type ReactNode, type RefObject, type SyntheticEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../shared/CloseButton';
import { classNames } from '../shared/class-names';
import { useTimeout } from '../shared/use-timeout';
import { keepTabInside } from './focus';
import { useModalDialog } from './use-modal-dialog';
import styles from './Modal.module.css';

/** `timeout`: `autoCloseMs` ran out. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button' | 'timeout';

interface ModalBaseProps {
  open: boolean;
  /** Asked to close; the owner decides (it may keep the modal open). */
  onClose?: (reason: ModalCloseReason) => void;
  /** Short text under the title, announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (confirm / cancel …). */
  actions?: ReactNode;
  /** Escape, or the device's other close request (Android back), asks to close with reason `escape` (default true). */
  closeOnEscape?: boolean;
  /** A click on the dimmed page behind asks to close (default true). */
  closeOnBackdropClick?: boolean;
  /** The × button in the corner (default true). */
  showCloseButton?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** What gets focus on open; else the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for messages that interrupt and need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /**
   * Asks to close with reason `timeout` this long after opening (SR-102: `MODAL_AUTO_CLOSE_MS`). Ignored by a
   * modal that forbids every way of closing (no Escape, no backdrop click, no close button): it needs an answer.
   */
  autoCloseMs?: number;
  /** Where the auto-close timer runs; tests and stories pass manual timers. */
  timers?: Timers;
}

/** A modal is labelled either by its visible title or, without one, by an aria-label. */
export type ModalProps = ModalBaseProps &
  ({ title: ReactNode; ariaLabel?: string } | { title?: undefined; ariaLabel: string });

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/** Events of a modal opened from inside this one bubble here through React's tree: they are not ours. */
function isOwn(event: SyntheticEvent<HTMLDialogElement>) {
  return event.target instanceof Element && event.target.closest('dialog') === event.currentTarget;
}

function OpenModal({
  onClose,
  title,
  ariaLabel,
  description,
  children,
  actions,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  showCloseButton = true,
  size = 'medium',
  initialFocusRef,
  role = 'dialog',
  className,
  autoCloseMs,
  timers = systemTimers,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const mayClose = closeOnEscape || closeOnBackdropClick || showCloseButton;
  useTimeout(autoCloseMs, mayClose, timers, () => onClose?.('timeout'));
  useModalDialog(dialogRef, initialFocusRef);

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-label={title === undefined ? ariaLabel : undefined}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      closedby={closeOnEscape ? 'closerequest' : 'none'}
      className={classNames(styles.modal, styles[size], className)}
      onKeyDown={(event) => {
        if (!isOwn(event)) return;
        if (event.key === 'Tab') keepTabInside(event, event.currentTarget);
        // A control inside that handles Escape itself (a list that closes) keeps the dialog open.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // The browser lets a page refuse its close request only once per user gesture, and the owner decides
        // whether the modal closes: so Escape never reaches the browser's own handling.
        event.preventDefault();
        if (closeOnEscape) onClose?.('escape');
      }}
      onCancel={(event) => {
        // A close request that came without a key press inside the dialog (Android back, Escape with nothing focused).
        event.preventDefault();
        if (event.target === event.currentTarget && closeOnEscape) onClose?.('escape');
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === backdropRef.current;
        // A press outside must not drop focus to <body>: keyboard users would lose their place in the dialog.
        if (pressStartedOnBackdrop.current) event.preventDefault();
      }}
    >
      <div
        ref={backdropRef}
        className={styles.backdrop}
        data-testid="modal-backdrop"
        onClick={(event) => {
          // A drag that starts inside the dialog and ends on the backdrop is not a click outside.
          const outside = event.target === event.currentTarget && pressStartedOnBackdrop.current;
          pressStartedOnBackdrop.current = false;
          if (outside && closeOnBackdropClick) onClose?.('backdrop');
        }}
      />
      <div className={styles.content}>
        {(title !== undefined || showCloseButton) && (
          <div className={styles.header}>
            {title !== undefined ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton && <CloseButton className={styles.close} onClick={() => onClose?.('close-button')} />}
          </div>
        )}
        {description !== undefined && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}

import { systemTimers, type Timers } from '@kickoff/runtime';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../shared/CloseButton';
import { classNames } from '../shared/class-names';
import { useTimeout } from '../shared/use-timeout';
import { makeOthersInert, tabbableElements } from './focus';
import { modalStack } from './modal-stack';
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
  /** Escape asks to close (default true). */
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
export type ModalProps = ModalBaseProps & ({ title: ReactNode; ariaLabel?: string } | { title?: undefined; ariaLabel: string });

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
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
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read through a ref so the open/close effect below runs once per opening, not on every render.
  const latest = useRef({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };
  const mayClose = closeOnEscape || closeOnBackdropClick || showCloseButton;
  useTimeout(autoCloseMs, mayClose, timers, () => onClose?.('timeout'));

  useEffect(() => {
    const backdrop = backdropRef.current;
    const dialog = dialogRef.current;
    if (!backdrop || !dialog) return;
    const id = Symbol('modal');
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(id);
    const restoreInert = makeOthersInert(backdrop);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    (initialFocusRef?.current ?? tabbableElements(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!modalStack.isTop(id)) return;
      if (event.key === 'Escape') {
        if (!latest.current.closeOnEscape) return;
        event.stopPropagation();
        latest.current.onClose?.('escape');
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(dialog);
      const first = tabbable.at(0);
      const last = tabbable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (modalStack.isTop(id) && event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableElements(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      modalStack.remove(id);
      restoreInert();
      if (modalStack.size === 0) document.body.style.overflow = previousOverflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
    // initialFocusRef is read once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={backdropRef}
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
        // A press outside must not drop focus to <body>: keyboard users would lose their place in the dialog.
        if (pressStartedOnBackdrop.current) event.preventDefault();
      }}
      onClick={(event) => {
        // A drag that starts inside the dialog and ends on the backdrop is not a click outside.
        const outside = event.target === event.currentTarget && pressStartedOnBackdrop.current;
        pressStartedOnBackdrop.current = false;
        if (outside && closeOnBackdropClick) onClose?.('backdrop');
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : undefined}
        aria-label={title === undefined ? ariaLabel : undefined}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames(styles.modal, styles[size], className)}
      >
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
    </div>
  );
}

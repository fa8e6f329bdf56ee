import { type ReactNode, type RefObject, type SyntheticEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '../modal/focus';
import { useModalDialog } from '../modal/use-modal-dialog';
import { CloseButton } from '../shared/CloseButton';
import { classNames } from '../shared/class-names';
import styles from './Drawer.module.css';

export type DrawerCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface DrawerProps {
  open: boolean;
  /** Asked to close; the owner closes it (or keeps it open). */
  onClose: (reason: DrawerCloseReason) => void;
  /** The sheet's visible heading and accessible name. */
  title: ReactNode;
  /** Where it slides in from: the start side (a menu), the end side, or the bottom (a phone's sheet). */
  side?: 'start' | 'end' | 'bottom';
  /** What gets focus on opening; else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  className?: string;
}

/**
 * A sheet over the page from its side or bottom, built on the modal `<dialog>`: the page behind is inert and does
 * not scroll, Tab stays inside, Escape and a click on the dimmed page ask to close, and closing gives focus back
 * to what opened it. It slides in with the theme's motion, which is none when the player asks for reduced motion.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

const isOwn = (event: SyntheticEvent<HTMLDialogElement>) =>
  event.target instanceof Element && event.target.closest('dialog') === event.currentTarget;

function OpenDrawer({ onClose, title, side = 'start', initialFocusRef, children, className }: DrawerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOutside = useRef(false);
  useModalDialog(dialogRef, initialFocusRef);
  const isOutside = (event: { clientX: number; clientY: number }) => {
    const box = dialogRef.current?.getBoundingClientRect();
    if (!box) return false;
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  };
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      className={classNames(styles.drawer, styles[side], className)}
      data-side={side}
      onKeyDown={(event) => {
        if (!isOwn(event)) return;
        if (event.key === 'Tab') keepTabInside(event, event.currentTarget);
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose('escape');
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (event.target === event.currentTarget) onClose('escape');
      }}
      // The backdrop is the dialog's own ::backdrop: a press there lands on the dialog, outside its box.
      onMouseDown={(event) => {
        pressStartedOutside.current = event.target === event.currentTarget && isOutside(event);
        if (pressStartedOutside.current) event.preventDefault();
      }}
      onClick={(event) => {
        const outside = event.target === event.currentTarget && isOutside(event) && pressStartedOutside.current;
        pressStartedOutside.current = false;
        if (outside) onClose('backdrop');
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton onClick={() => onClose('close-button')} />
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

import { systemTimers, type Timers } from '@kickoff/runtime';
import { type ReactNode, useState } from 'react';
import { CloseButton } from '../shared/CloseButton';
import { classNames } from '../shared/class-names';
import type { Tone } from '../shared/tone';
import toneStyles from '../shared/tone.module.css';
import { ToneIcon } from '../shared/ToneIcon';
import { useTimeout } from '../shared/use-timeout';
import styles from './Toast.module.css';

export type ToastTone = Tone;
/** `user`: the close button or Escape; `timeout`: `autoDismissMs` ran out. */
export type ToastDismissReason = 'user' | 'timeout';

export interface ToastProps {
  tone?: ToastTone;
  title?: ReactNode;
  text: ReactNode;
  /** Dismisses itself after this many ms; the wait restarts after a pointer or focus leaves it. */
  autoDismissMs?: number;
  onDismiss: (reason: ToastDismissReason) => void;
  timers?: Timers;
  className?: string;
}

/**
 * One notification. It carries no live-region role itself: ToastViewport's lists announce it, so it is
 * read once. Its timer pauses while it is hovered or holds focus, so nobody loses a toast they are reading.
 */
export function Toast({
  tone = 'info',
  title,
  text,
  autoDismissMs,
  onDismiss,
  timers = systemTimers,
  className,
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useTimeout(autoDismissMs, !hovered && !focused, timers, () => onDismiss('timeout'));
  return (
    <div
      data-tone={tone}
      className={classNames(styles.toast, toneStyles[tone], className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onDismiss('user');
      }}
    >
      <ToneIcon tone={tone} className={toneStyles.icon} />
      <div className={styles.body}>
        {title !== undefined && <span className={styles.title}>{title}</span>}
        <span>{text}</span>
      </div>
      <CloseButton className={styles.close} labelKey="ui_dismiss_notification" onClick={() => onDismiss('user')} />
    </div>
  );
}

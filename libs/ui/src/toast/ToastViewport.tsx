import type { Timers } from '@kickoff/runtime';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLiveLayer } from '../modal/live-layer';
import { classNames } from '../shared/class-names';
import { Toast, type ToastDismissReason, type ToastProps } from './Toast';
import styles from './ToastViewport.module.css';
import { useFocusAfterDismiss } from './use-focus-after-dismiss';

export interface ToastItem extends Omit<ToastProps, 'onDismiss' | 'timers' | 'className'> {
  id: string;
}

export interface ToastViewportProps {
  /** The toasts to show, oldest first; the owner keeps the list and removes a toast on `onDismiss`. */
  toasts: readonly ToastItem[];
  onDismiss: (id: string, reason: ToastDismissReason) => void;
  /** Accessible name of the region; default the translated `ui_notifications`. */
  label?: string;
  timers?: Timers;
  className?: string;
}

/**
 * The stack of toasts, a labelled region. Errors go to an assertive live list, the rest to a polite one;
 * both lists exist before any toast arrives, because screen readers only announce changes to live regions
 * they already know. Toasts sit in the normal tab order, each with its own dismiss button. It renders into the
 * live layer, which an open modal takes inside itself, so a toast raised during a dialog is still heard and clickable.
 */
export function ToastViewport({ toasts, onDismiss, label, timers, className }: ToastViewportProps) {
  const { t } = useTranslation();
  const region = useRef<HTMLElement>(null);
  const layer = useLiveLayer();
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const ordered = [...urgent, ...polite];
  const noteDismiss = useFocusAfterDismiss(
    region,
    ordered.map((toast) => toast.id),
  );
  const list = (items: readonly ToastItem[]) =>
    items.map(({ id, ...toast }) => (
      <li key={id}>
        <Toast
          {...toast}
          timers={timers}
          onDismiss={(reason) => {
            if (reason === 'user')
              noteDismiss(
                id,
                ordered.findIndex((item) => item.id === id),
              );
            onDismiss(id, reason);
          }}
        />
      </li>
    ));
  if (!layer) return null;
  return createPortal(
    <section
      ref={region}
      tabIndex={-1}
      aria-label={label ?? t('ui_notifications')}
      className={classNames(styles.viewport, className)}
    >
      <ol aria-live="assertive" className={styles.list}>
        {list(urgent)}
      </ol>
      <ol aria-live="polite" className={styles.list}>
        {list(polite)}
      </ol>
    </section>,
    layer,
  );
}

import { systemTimers, type Timers } from '@kickoff/runtime';
import { useTranslation } from 'react-i18next';
import { classNames } from '../shared/class-names';
import styles from './ProgressBar.module.css';
import { useProgress } from './use-progress';

/** doc 000 §9 (SR-021): throttle 200 ms, duration 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export interface ProgressBarProps {
  /** True while a navigation (or other page-level work) is under way. */
  active: boolean;
  /** Only shown once `active` has lasted this long. Default 200 ms. */
  throttleMs?: number;
  /** Time over which the bar fills while still active. Default 5000 ms. */
  durationMs?: number;
  /** Accessible name; default the translated `ui_page_loading`. */
  label?: string;
  timers?: Timers;
  className?: string;
}

/** The thin bar at the top of the page during navigation. Hidden from assistive tech while not running. */
export function ProgressBar({
  active,
  throttleMs = PROGRESS_THROTTLE_MS,
  durationMs = PROGRESS_DURATION_MS,
  label,
  timers = systemTimers,
  className,
}: ProgressBarProps) {
  const { t } = useTranslation();
  const { phase, value } = useProgress(active, throttleMs, durationMs, timers);
  const running = phase === 'running';
  const rounded = Math.round(value);
  return (
    <div
      data-testid="progress-bar"
      data-phase={phase}
      className={classNames(styles.track, className)}
      aria-hidden={running ? undefined : true}
      role={running ? 'progressbar' : undefined}
      aria-label={running ? (label ?? t('ui_page_loading')) : undefined}
      aria-valuemin={running ? 0 : undefined}
      aria-valuemax={running ? 100 : undefined}
      aria-valuenow={running ? rounded : undefined}
    >
      {/* From 0 the bar jumps: easing back from a previous full bar would look like progress undone. */}
      <div
        className={styles.bar}
        style={{ transform: `scaleX(${value / 100})`, transition: value === 0 ? 'none' : undefined }}
      />
    </div>
  );
}

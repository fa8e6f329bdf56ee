import { type Clock, systemClock } from '@kickoff/runtime';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import styles from './ErrorView.module.css';
import { useThrottled } from './use-throttled';

export type ErrorViewKind = 'error' | 'done' | 'ok';

/** The spec's generic titles (I18N-005 to I18N-007). */
const TITLE_KEY = { error: 'main_error', done: 'main_done', ok: 'main_ok' } as const satisfies Record<
  ErrorViewKind,
  string
>;

export interface ErrorViewAction {
  label: ReactNode;
  onClick: () => void;
  /** A click within this many ms of the last accepted one is ignored (e.g. reload throttled to 1000 ms). */
  throttleMs?: number;
}

export interface ErrorViewProps {
  /** Picks the default title: error `main_error`, done `main_done`, ok `main_ok`. Default error. */
  kind?: ErrorViewKind;
  /** Replaces the kind's title. */
  title?: ReactNode;
  text?: ReactNode;
  /** HTTP-like status code drawn large above the title (404, 500 …). */
  statusCode?: number;
  action?: ErrorViewAction;
  /** Heading level of the title; 1 when the view is the whole page. Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** Time source of the action throttle. */
  clock?: Clock;
  className?: string;
}

/** A message in place of content: an error (with its code), or a generic done / ok result. */
export function ErrorView({
  kind = 'error',
  title,
  text,
  statusCode,
  action,
  headingLevel = 2,
  clock = systemClock,
  className,
}: ErrorViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const onAction = useThrottled(action?.onClick, action?.throttleMs, clock);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} data-kind={kind} className={classNames(styles.view, className)}>
      {statusCode !== undefined && (
        <p className={styles.code}>
          <span className={hidden.visuallyHidden}>{t('ui_status_code')}: </span>
          {statusCode}
        </p>
      )}
      <Heading id={titleId} className={styles.title}>
        {title ?? t(TITLE_KEY[kind])}
      </Heading>
      {text !== undefined && <p className={styles.text}>{text}</p>}
      {action && (
        <Button className={styles.action} onClick={onAction}>
          {action.label}
        </Button>
      )}
    </section>
  );
}

import { type ReactNode, useId } from 'react';
import { CloseButton } from '../shared/CloseButton';
import { classNames } from '../shared/class-names';
import { isUrgent, type Tone } from '../shared/tone';
import toneStyles from '../shared/tone.module.css';
import { ToneIcon } from '../shared/ToneIcon';
import styles from './Notice.module.css';

export type NoticeTone = Tone;

export interface NoticeProps {
  /** Warnings and errors are `role="alert"`, info and success `role="status"`. Default info. */
  tone?: NoticeTone;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons or links under the text (e.g. reload page). */
  actions?: ReactNode;
  /** Shows a close button that calls it. */
  onClose?: () => void;
  /** Heading level of the title, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A non-modal message box in the page flow: the page stays usable around it. */
export function Notice({ tone = 'info', title, children, actions, onClose, headingLevel = 2, className }: NoticeProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role={isUrgent(tone) ? 'alert' : 'status'}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-tone={tone}
      className={classNames(styles.notice, toneStyles[tone], className)}
    >
      <ToneIcon tone={tone} className={toneStyles.icon} />
      <div className={styles.body}>
        {title !== undefined && (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        )}
        {children !== undefined && <div className={styles.text}>{children}</div>}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {onClose && <CloseButton className={styles.close} onClick={onClose} />}
    </div>
  );
}

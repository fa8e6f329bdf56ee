import { useTranslation } from 'react-i18next';
import styles from './EventRow.module.css';

interface KickoffProps {
  at: Date | number | string;
  timeZone?: string;
  hour12?: boolean;
}

/** The kick-off as the player reads dates: the day above the time, in the active language (Intl). */
export function Kickoff({ at, timeZone, hour12 }: KickoffProps) {
  const { i18n } = useTranslation();
  if (typeof at === 'string') return <span className={styles.kickoff}>{at}</span>;
  const date = new Date(at);
  const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone, hour12 }).format(
    date,
  );
  return (
    <time dateTime={date.toISOString()} className={styles.kickoff}>
      <span>{day}</span> <span className={styles.time}>{time}</span>
    </time>
  );
}

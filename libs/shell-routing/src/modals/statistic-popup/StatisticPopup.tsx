import { useLazyTexts } from '@kickoff/store';
import { Button, ErrorView } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './StatisticPopup.module.css';
import { statisticPopupResources } from './statistic-popup-resources';

export interface StatisticPopupProps {
  /** The statistic itself (the sport remote app's view for the event). */
  children?: ReactNode;
  /** Closes the popup window (`window.close()` in the app: the site opened it). */
  closeWindow: () => void;
  /** Prints the statistic; without it there is no print button. */
  print?: () => void;
  /**
   * The statistic is switched off by site config (`availableRoutes.statistic === false`): the window shows the
   * not-found view instead of its content (SR-046; the route table's 404 decides when).
   */
  disabled?: boolean;
  /** The shell's not-found page, to look like every other 404; default a 404 message. */
  notFoundView?: ReactNode;
}

/**
 * MOD-015: the page of the `statisticpopup` route (layout `empty`): a slim bar with the title, print and
 * close-window actions over the content. Printing drops the buttons and the tinted surfaces.
 */
export function StatisticPopup({ children, closeWindow, print, disabled = false, notFoundView }: StatisticPopupProps) {
  useLazyTexts(statisticPopupResources);
  const { t } = useTranslation();
  if (disabled) {
    return (
      <main className={styles.window}>
        {notFoundView ?? <ErrorView statusCode={404} title={t('shell_statistic_not_found')} headingLevel={1} />}
      </main>
    );
  }
  return (
    <div className={styles.window}>
      <header className={styles.toolbar}>
        <h1 className={styles.title}>{t('shell_statistic_title')}</h1>
        <div className={styles.actions}>
          {print && (
            <Button variant="ghost" onClick={print}>
              {t('shell_statistic_print')}
            </Button>
          )}
          <Button variant="secondary" onClick={closeWindow}>
            {t('shell_statistic_close')}
          </Button>
        </div>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

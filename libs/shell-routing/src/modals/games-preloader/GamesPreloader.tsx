import { useLazyTexts } from '@kickoff/store';
import { Preloader } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { gamesPreloaderResources } from './games-preloader-resources';

/** SR-063: the spec's count (doc 000 §9), not a layout choice. */
export const GAMES_PRELOADER_PLACEHOLDERS = 16;

export interface GamesPreloaderProps {
  className?: string;
}

/** MOD-014: the tile skeleton shown while third-party games load; announced once as "Loading games…". */
export function GamesPreloader({ className }: GamesPreloaderProps) {
  useLazyTexts(gamesPreloaderResources);
  const { t } = useTranslation();
  return (
    <Preloader placeholders={GAMES_PRELOADER_PLACEHOLDERS} label={t('shell_games_loading')} className={className} />
  );
}

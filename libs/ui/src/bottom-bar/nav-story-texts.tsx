import { useTranslation } from 'react-i18next';
import { storyLanguageOf } from '../testing/story-texts';
import type { NavLinkRenderer } from './nav-link';

/** What the shell would hand the navigation components, per toolbar language: stories render them, plays find them. */
const ru = {
  sections: 'Основные разделы',
  home: 'Главная',
  line: 'Линия',
  live: 'Лайв',
  casino: 'Казино',
  slip: 'Купон',
  menu: 'Меню',
  sports: 'Виды спорта',
  settings: 'Настройки',
  language: 'Язык',
  upcoming: 'Ближайшие матчи',
  inPlay: 'Матчи в игре',
  results: 'Результаты',
  finished: 'Завершённые матчи',
  outrights: 'Долгосрочные',
  football: 'Футбол',
  hockey: 'Хоккей',
  tennis: 'Теннис',
  esports: 'Киберспорт',
  premierLeague: 'Англия. Премьер-лига',
  laLiga: 'Испания. Ла Лига',
  khl: 'КХЛ',
  atp: 'ATP. Вена',
};

export type NavStoryTexts = typeof ru;

const en: NavStoryTexts = {
  sections: 'Main sections',
  home: 'Home',
  line: 'Line',
  live: 'Live',
  casino: 'Casino',
  slip: 'Bet slip',
  menu: 'Menu',
  sports: 'Sports',
  settings: 'Settings',
  language: 'Language',
  upcoming: 'Upcoming games',
  inPlay: 'Games in play',
  results: 'Results',
  finished: 'Finished games',
  outrights: 'Outrights',
  football: 'Football',
  hockey: 'Ice Hockey',
  tennis: 'Tennis',
  esports: 'Esports',
  premierLeague: 'England. Premier League',
  laLiga: 'Spain. La Liga',
  khl: 'KHL',
  atp: 'ATP. Vienna',
};

export const navTextsIn = (globals: Record<string, unknown>): NavStoryTexts =>
  storyLanguageOf(globals) === 'en' ? en : ru;

export function useNavTexts(): NavStoryTexts {
  return navTextsIn({ locale: useTranslation().i18n.language });
}

/** A story has no router: its links keep the page where it is. */
export const storyLink: NavLinkRenderer = ({ children, onClick: _, ...props }) => (
  <a {...props} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

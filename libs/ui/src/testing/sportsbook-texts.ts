import { useTranslation } from 'react-i18next';
import { storyLanguageOf } from './story-texts';

type Globals = Record<string, unknown>;

/**
 * What a sportsbook page would put into the odds buttons, event rows and market groups of ui's stories (teams,
 * championships, market labels, formatted prices), in the toolbar's languages; beside `demo-texts.ts`, which holds
 * the other components' texts. Prices are written as the caller's formatter would give them in each language.
 */
const ru = {
  markets: { home: 'П1', draw: 'X', away: 'П2', over: 'Больше 2.5', under: 'Меньше 2.5', yes: 'Да', no: 'Нет' },
  marketTitles: { result: 'Исход матча', total: 'Тотал голов', bothScore: 'Обе забьют', handicap: 'Фора' },
  handicap: { homeMinus: 'Ф1 (−1)', awayPlus: 'Ф2 (+1)', homePlus: 'Ф1 (+1)', awayMinus: 'Ф2 (−1)' },
  championships: { rpl: 'Россия. Премьер-лига', champions: 'Лига чемпионов УЕФА', khl: 'КХЛ', atp: 'ATP. Париж' },
  teams: {
    spartak: 'Спартак Москва',
    zenit: 'Зенит',
    cska: 'ЦСКА',
    lokomotiv: 'Локомотив Москва',
    real: 'Реал Мадрид',
    bayern: 'Бавария',
    skaSpb: 'СКА',
    metallurg: 'Металлург Магнитогорск',
    medvedev: 'Даниил Медведев',
    sinner: 'Янник Синнер',
    longName: 'Боруссия Мёнхенгладбах (молодёжный состав)',
  },
  outright: 'Россия. Премьер-лига 2026/27. Победитель',
  reasons: { goal: 'Гол' },
  lineTitle: 'Футбол. Ближайшие матчи',
  allMarkets: 'Все рынки',
};

export type SportsbookTexts = typeof ru;

const en: SportsbookTexts = {
  markets: { home: 'W1', draw: 'X', away: 'W2', over: 'Over 2.5', under: 'Under 2.5', yes: 'Yes', no: 'No' },
  marketTitles: {
    result: 'Match result',
    total: 'Total goals',
    bothScore: 'Both teams to score',
    handicap: 'Handicap',
  },
  handicap: { homeMinus: 'H1 (−1)', awayPlus: 'H2 (+1)', homePlus: 'H1 (+1)', awayMinus: 'H2 (−1)' },
  championships: { rpl: 'Russia. Premier League', champions: 'UEFA Champions League', khl: 'KHL', atp: 'ATP. Paris' },
  teams: {
    spartak: 'Spartak Moscow',
    zenit: 'Zenit',
    cska: 'CSKA',
    lokomotiv: 'Lokomotiv Moscow',
    real: 'Real Madrid',
    bayern: 'Bayern Munich',
    skaSpb: 'SKA Saint Petersburg',
    metallurg: 'Metallurg Magnitogorsk',
    medvedev: 'Daniil Medvedev',
    sinner: 'Jannik Sinner',
    longName: 'Borussia Mönchengladbach (under-23 side)',
  },
  outright: 'Russia. Premier League 2026/27. Winner',
  reasons: { goal: 'Goal' },
  lineTitle: 'Football. Upcoming matches',
  allMarkets: 'All markets',
};

export const sportsbookTexts = { ru, en };

/** A price as the caller's decimal formatter gives it in the language: a comma in Russian, a point in English. */
export const priceIn = (language: 'ru' | 'en', value: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The sportsbook demo texts of a story's toolbar language (`globals.locale`). */
export const sportsbookTextsIn = (globals: Globals): SportsbookTexts => sportsbookTexts[storyLanguageOf(globals)];

/** The sportsbook demo texts of the language the story renders in. */
export function useSportsbookTexts(): SportsbookTexts {
  return sportsbookTextsIn({ locale: useTranslation().i18n.language });
}

/** A game of the stories: who plays and the main market's prices, in the caller's words for a language. */
export interface DemoGame {
  id: string;
  home: string;
  away: string;
  championship: string;
  prices: readonly (number | null)[];
}

/** The stories' line: football, hockey and tennis, some with long names, in the toolbar's language. */
export function demoGames(t: SportsbookTexts): DemoGame[] {
  const { teams, championships } = t;
  return [
    { id: 'g1', home: teams.spartak, away: teams.zenit, championship: championships.rpl, prices: [2.45, 3.3, 2.9] },
    { id: 'g2', home: teams.cska, away: teams.lokomotiv, championship: championships.rpl, prices: [1.95, 3.6, 4.1] },
    { id: 'g3', home: teams.real, away: teams.bayern, championship: championships.champions, prices: [2.1, 3.75, 3.2] },
    { id: 'g4', home: teams.skaSpb, away: teams.metallurg, championship: championships.khl, prices: [1.72, 4.4, 4.25] },
    { id: 'g5', home: teams.medvedev, away: teams.sinner, championship: championships.atp, prices: [2.6, null, 1.48] },
    {
      id: 'g6',
      home: teams.longName,
      away: teams.zenit,
      championship: championships.champions,
      prices: [11.5, 6.25, 1.22],
    },
  ];
}

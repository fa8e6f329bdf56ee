import type { GameRecord, GamesPreview } from '@kickoff/platform-api';
import { BONUS_GAMES } from '../routes/table/games-routes';

/** doc 000 §3.9: a game as the shell's game lists show it. */
export interface GamePreviewItem {
  id: number;
  name: string;
  route: string;
  /** Legacy path that redirects to `route`, if any. */
  oldRoute: string | null;
  categories: number[];
  tagId: number | null;
}

/** doc 000 §3.9 action list entry (quick-access actions of a game list). */
export interface GameActionItem {
  actionId: number;
  actionName: string;
}

/** SR-062: the platform's short record keys read as the game preview entity (mapping: CONTRACT.md, games.ts). */
export function toGamePreviewItem(record: GameRecord): GamePreviewItem {
  return {
    id: record.RI,
    name: record.GN,
    route: record.R,
    oldRoute: record.OR,
    categories: [...record.CRID],
    tagId: record.TR,
  };
}

/** SR-061: `Success` + `Value` keyed by group; a failed answer reads as no games rather than an error page. */
export function toGamePreviewGroups(answer: GamesPreview): Record<string, GamePreviewItem[]> {
  if (!answer.Success) return {};
  return Object.fromEntries(
    Object.entries(answer.Value).map(([groupId, records]) => [groupId, records.map(toGamePreviewItem)]),
  );
}

/** SR-058: the quick-access game categories are the bonus games of the route table, each linking to its page. */
export function quickAccessGameLinks(language: string): { category: string; href: string }[] {
  return BONUS_GAMES.map((category) => ({ category, href: `/${language}/games/bonus/${category}` }));
}

export function toGameActionItem(raw: { id: number; name: string }): GameActionItem {
  return { actionId: raw.id, actionName: raw.name };
}

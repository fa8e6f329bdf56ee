import { createRandom } from './random';

/** The platform's compact game record (doc 000 §7): RI id, GN name, R route, OR old route, CRID categories, TR tag, GT type, GF flags. */
export type GamePreviewRecord = {
  RI: number;
  TR: number | null;
  GT: number;
  GN: string;
  R: string;
  OR: string | null;
  CRID: number[];
  GF: number;
};

const GAME_NAMES = [
  'Book of Kickoff',
  'Lucky Seven',
  'Fruit Rush',
  'Golden Goal',
  'Penalty Shootout',
  'Crazy Wheel',
  'Aviator Cup',
  'Mega Joker',
  'Dragon Bonus',
  'Fortuna',
];
const GAMES_PER_GROUP = 16;

/** Casino previews of one group, seeded so story snapshots stay stable. */
export function gamesPreview(seed: number, groupId: number): GamePreviewRecord[] {
  const random = createRandom(seed * 31 + groupId * 7_919);
  return Array.from({ length: GAMES_PER_GROUP }, (_, index) => {
    const name = random.pick(GAME_NAMES);
    const id = 30_000 + groupId * 100 + index;
    const route = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
    const tagged = random.next() < 0.3;
    return {
      RI: id,
      TR: tagged ? random.int(1, 5) : null,
      GT: random.int(1, 4),
      GN: name,
      R: route,
      OR: index % 4 === 0 ? `games/${route}` : null,
      CRID: [random.int(1, 12)],
      GF: random.int(0, 7),
    };
  });
}

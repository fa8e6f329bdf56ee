import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type NavStoryTexts, navTextsIn, storyLink, useNavTexts } from '../bottom-bar/nav-story-texts';
import { storyUser } from '../modal/testing/real-input';
import { uiTextsIn } from '../testing/story-texts';
import { SportsMenu, type SportsMenuSport } from './SportsMenu';

type Current = 'none' | 'football' | 'premier-league';

const sportsOf = (t: NavStoryTexts, current: Current): SportsMenuSport[] => [
  {
    id: 1,
    name: t.football,
    href: '#football',
    eventCount: 124,
    liveCount: 8,
    current: current === 'football',
    champs: [
      { id: 11, name: t.premierLeague, href: '#pl', eventCount: 40, current: current === 'premier-league' },
      { id: 12, name: t.laLiga, href: '#laliga', eventCount: 30 },
    ],
  },
  {
    id: 2,
    name: t.hockey,
    href: '#hockey',
    eventCount: 56,
    liveCount: 3,
    champs: [{ id: 21, name: t.khl, href: '#khl', eventCount: 28 }],
  },
  {
    id: 4,
    name: t.tennis,
    href: '#tennis',
    eventCount: 35,
    champs: [{ id: 41, name: t.atp, href: '#atp', eventCount: 12 }],
  },
  { id: 40, name: t.esports, href: '#esports', eventCount: 18, liveCount: 2 },
];

function Menu({ current, compact }: { current: Current; compact: boolean }) {
  const t = useNavTexts();
  return (
    <div style={{ width: compact ? 64 : 280 }}>
      <SportsMenu label={t.sports} compact={compact} sports={sportsOf(t, current)} renderLink={storyLink} />
    </div>
  );
}

/**
 * The left column's sports menu: each sport with its event and live counts, its championships under it behind a
 * disclosure button, the page on screen marked (`aria-current="page"`); `compact` shows the icons alone (1100–1365 px).
 *
 * Usage: `import { SportsMenu } from '@kickoff/ui';` with `label`, `sports` and the router's `renderLink`.
 */
const meta = {
  title: 'ui/SportsMenu',
  component: Menu,
  args: { current: 'premier-league', compact: false },
  argTypes: { current: { control: 'inline-radio', options: ['none', 'football', 'premier-league'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const sportName = (name: string, events: number, live: number | undefined, ui: ReturnType<typeof uiTextsIn>) =>
  [
    name,
    live ? ui.ui_sports_live.replace('{{count}}', String(live)) : '',
    ui.ui_sports_events.replace('{{count}}', String(events)),
  ]
    .filter(Boolean)
    .join(' ');

/** A championship on screen: it is marked and its sport is open; the others stay closed. */
export const CurrentChampionship: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const ui = uiTextsIn(globals);
    const menu = within(within(canvasElement).getByRole('navigation', { name: t.sports }));
    await expect(menu.getByRole('link', { name: sportName(t.football, 124, 8, ui) })).toBeVisible();
    await expect(menu.getByRole('link', { name: sportName(t.premierLeague, 40, undefined, ui) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const hockey = menu.getByRole('button', { name: ui.ui_sports_champs.replace('{{sport}}', t.hockey) });
    await expect(hockey).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: new RegExp(t.khl) })).toBeNull();
  },
};

/** Nothing of the menu on screen: every sport closed until the player opens one (the play opens and closes tennis). */
export const AllClosed: Story = {
  args: { current: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const ui = uiTextsIn(globals);
    const user = await storyUser();
    const menu = within(canvasElement);
    const tennis = menu.getByRole('button', { name: ui.ui_sports_champs.replace('{{sport}}', t.tennis) });
    await user.click(tennis);
    await expect(menu.getByRole('link', { name: sportName(t.atp, 12, undefined, ui) })).toBeVisible();
    await user.click(tennis);
    await expect(tennis).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  },
};

/** Icons only, for the narrow column: each link still named by its sport and counts; the live count on the icon. */
export const IconsOnly: Story = {
  args: { compact: true, current: 'football' },
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const ui = uiTextsIn(globals);
    const menu = within(canvasElement);
    const football = menu.getByRole('link', { name: sportName(t.football, 124, 8, ui) });
    await expect(football).toHaveAttribute('aria-current', 'page');
    await expect(football.getBoundingClientRect().width).toBeLessThanOrEqual(48);
    await expect(menu.queryByRole('button')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { languageIn, named, uiTextIn } from '../testing/sportsbook-stories';
import {
  demoGames,
  priceIn,
  sportsbookTextsIn,
  type DemoGame,
  type SportsbookTexts,
} from '../testing/sportsbook-texts';
import { EventRow, type EventOutcome, type EventRowProps } from './EventRow';

type Language = 'ru' | 'en';
/** 29 November 2026, 18:00 UTC: a fixed kick-off, shown in UTC so every machine draws the same. */
const KICKOFF = Date.UTC(2026, 10, 29, 18, 0);

/** A game's main market as a page would give it: the labels 1 X 2 in the player's words, the prices formatted. */
function outcomesOf(game: DemoGame, t: SportsbookTexts, language: Language): (EventOutcome | null)[] {
  const labels = [t.markets.home, t.markets.draw, t.markets.away];
  return game.prices.map((price, index) =>
    price === null ? null : { id: `${game.id}:${index}`, market: labels[index]!, price: priceIn(language, price) },
  );
}

function rowProps(game: DemoGame, t: SportsbookTexts, language: Language): EventRowProps {
  return {
    href: `/${language}/line/${game.id}`,
    home: game.home,
    away: game.away,
    championship: game.championship,
    kickoff: KICKOFF,
    timeZone: 'UTC',
    hour12: false,
    outcomes: outcomesOf(game, t, language),
  };
}

/** Which demo game, the width the row gets, and what differs from a plain upcoming game. */
interface DemoRowProps {
  game: number;
  width: number;
  live?: Pick<EventRowProps, 'minute' | 'homeScore' | 'awayScore'>;
  onToggle?: EventRowProps['onToggle'];
}

/**
 * One game of a line or live list: who plays, when (or the minute and score), and the main market's odds in
 * fixed columns that line up row under row. Narrow (a phone) the game sits above its odds; wide, one line.
 *
 * Usage: `import { EventRow } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/EventRow',
  args: { game: 0, width: 720, onToggle: fn() },
  parameters: { layout: 'padded' },
  render: ({ game, width, live, onToggle }, { globals }) => {
    const t = sportsbookTextsIn(globals);
    const props = rowProps(demoGames(t)[game]!, t, languageIn(globals));
    return (
      <div style={{ width, maxWidth: '100%' }}>
        <EventRow {...props} {...live} live={!!live} kickoff={live ? undefined : props.kickoff} onToggle={onToggle} />
      </div>
    );
  },
} satisfies Meta<DemoRowProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const gameIn = (globals: Record<string, unknown>, index: number) => demoGames(sportsbookTextsIn(globals))[index]!;

/** Before the game: the day and kick-off time, the championship, both teams, and 1 X 2 at the row's end. */
export const Upcoming: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const game = gameIn(globals, 0);
    const link = canvas.getByRole('link', { name: new RegExp(`${game.home}.*${game.away}`) });
    await expect(link).toHaveTextContent(game.championship);
    await expect(link).toHaveTextContent('18:00');
    await expect(link.querySelector('time')).toHaveAttribute('datetime', '2026-11-29T18:00:00.000Z');
    const group = canvas.getByRole('group', {
      name: uiTextIn(globals, 'ui_event_odds', { event: `${game.home} — ${game.away}` }),
    });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    // Wide: one line, the odds at the end, beside the teams.
    await expect(buttons[0]!.getBoundingClientRect().left).toBeGreaterThan(link.getBoundingClientRect().right - 1);
    await userEvent.click(buttons[2]!);
    await expect(args.onToggle).toHaveBeenCalledWith(`${game.id}:2`, true);
  },
};

/** In play: the live mark, the minute and the score beside each team. */
export const Live: Story = {
  args: { live: { minute: "67'", homeScore: 1, awayScore: 0 } },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(within(link).getByText(uiTextIn(globals, 'ui_event_live'))).toBeVisible();
    await expect(link).toHaveTextContent("67'");
    await expect(link).toHaveAccessibleName(
      expect.stringContaining(uiTextIn(globals, 'ui_event_score', { home: 1, away: 0 })),
    );
    await expect(link.querySelector('time')).toBeNull();
  },
};

/** A two-way game (tennis) in a 1 X 2 list: the draw's column stays, empty, so the prices still line up. */
export const TwoWayInThreeColumns: Story = {
  args: { game: 4 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(within(group).getAllByRole('button')).toHaveLength(2);
    await expect(group.children).toHaveLength(3);
  },
};

/** A page's list: it owns the selection (the coupon's), so a pressed price stays pressed and a second press removes it. */
function SelectableList({ width, language, t }: { width: number; language: Language; t: SportsbookTexts }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onToggle = useCallback(
    (id: string, next: boolean) =>
      setSelected((now) => {
        const after = new Set(now);
        if (next) after.add(id);
        else after.delete(id);
        return after;
      }),
    [],
  );
  return (
    <div style={{ width, maxWidth: '100%' }}>
      {demoGames(t).map((game) => {
        const props = rowProps(game, t, language);
        const outcomes = props.outcomes.map((outcome) =>
          outcome ? { ...outcome, selected: selected.has(outcome.id) } : null,
        );
        return <EventRow key={game.id} {...props} outcomes={outcomes} onToggle={onToggle} />;
      })}
    </div>
  );
}

/** Rows under rows: every price column starts at the same x, and a chosen price is pressed and filled. */
export const ListWithSelection: Story = {
  render: ({ width }, { globals }) => (
    <SelectableList width={width} language={languageIn(globals)} t={sportsbookTextsIn(globals)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(6);
    const lefts = groups.map((group) => Math.round(group.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
    const [first] = within(groups[0]!).getAllByRole('button');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const price = priceIn(languageIn(globals), gameIn(globals, 1).prices[0]!);
    const other = within(groups[1]!).getByRole('button', {
      name: named(`${sportsbookTextsIn(globals).markets.home} ${price}`),
    });
    await userEvent.click(other);
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  },
};

/** At 390 px (a phone): one compact block, the teams above and the odds row below across the full width. */
export const Phone: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    const group = canvas.getByRole('group');
    await expect(group.getBoundingClientRect().top).toBeGreaterThanOrEqual(link.getBoundingClientRect().bottom);
    for (const button of within(group).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** At 320 px with the longest names: they end in an ellipsis and nothing overflows the row. */
export const Narrow320: Story = {
  args: { width: 320, game: 5, live: { minute: "90+4'", homeScore: 10, awayScore: 10 } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-live]')!;
    await waitFor(() => expect(row.getBoundingClientRect().width).toBe(320));
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    for (const element of row.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right + 0.5);
  },
};

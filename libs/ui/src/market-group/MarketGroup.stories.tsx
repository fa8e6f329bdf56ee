import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EventOutcome } from '../event-row/EventRow';
import { languageIn, named } from '../testing/sportsbook-stories';
import { priceIn, sportsbookTextsIn, type SportsbookTexts } from '../testing/sportsbook-texts';
import { MarketGroup, type MarketGroupProps } from './MarketGroup';

/** A market as a game's page gives it, in the caller's words per language. */
interface DemoMarket {
  title: (t: SportsbookTexts) => string;
  outcomes: [(t: SportsbookTexts) => string, number][];
}

const markets = {
  total: {
    title: (t) => t.marketTitles.total,
    outcomes: [
      [(t) => t.markets.over, 1.85],
      [(t) => t.markets.under, 1.95],
    ],
  },
  result: {
    title: (t) => t.marketTitles.result,
    outcomes: [
      [(t) => t.markets.home, 2.45],
      [(t) => t.markets.draw, 3.3],
      [(t) => t.markets.away, 2.9],
    ],
  },
  handicap: {
    title: (t) => t.marketTitles.handicap,
    outcomes: [
      [(t) => t.handicap.homeMinus, 4.2],
      [(t) => t.handicap.awayPlus, 1.2],
      [(t) => t.handicap.homePlus, 1.36],
      [(t) => t.handicap.awayMinus, 2.95],
    ],
  },
} satisfies Record<string, DemoMarket>;

type DemoMarketGroupProps = Omit<MarketGroupProps, 'title' | 'outcomes'> & { market: keyof typeof markets };
type Context = Pick<StoryContext<DemoMarketGroupProps>, 'args' | 'globals' | 'canvasElement'>;

const shown = ({ args, globals }: Pick<Context, 'args' | 'globals'>) => {
  const t = sportsbookTextsIn(globals);
  const market: DemoMarket = markets[args.market];
  const outcomes: EventOutcome[] = market.outcomes.map(([label, price], index) => ({
    id: `${args.market}:${index}`,
    market: label(t),
    price: priceIn(languageIn(globals), price),
  }));
  return { title: market.title(t), outcomes };
};

/**
 * One market of a game's page: a disclosure (the title is a button with `aria-expanded`) over a 2- or 3-column
 * grid of odds buttons, label left and price right.
 *
 * Usage: `import { MarketGroup } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/MarketGroup',
  args: { market: 'total', onToggle: fn(), onExpandedChange: fn() },
  argTypes: {
    market: { control: 'inline-radio', options: Object.keys(markets) },
    columns: { control: 'inline-radio', options: [2, 3] },
  },
  parameters: { layout: 'padded' },
  render: ({ market: _market, ...args }, context) => (
    <div style={{ maxWidth: 480 }}>
      <MarketGroup {...args} {...shown(context)} />
    </div>
  ),
} satisfies Meta<DemoMarketGroupProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of the grid, by the outcomes' top edges: how many buttons share each line. */
const rowsOf = (buttons: HTMLElement[]) => {
  const rows = new Map<number, number>();
  for (const button of buttons) {
    const top = Math.round(button.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.values()];
};

/** Open, two columns: over and under side by side; a press reports the outcome to add. */
export const TwoColumns: Story = {
  play: async (context) => {
    const { title, outcomes } = shown(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    const buttons = within(canvas.getByRole('group', { name: title })).getAllByRole('button');
    await expect(rowsOf(buttons)).toEqual([2]);
    const over = canvas.getByRole('button', { name: named(`${outcomes[0]!.market} ${outcomes[0]!.price}`) });
    await userEvent.click(over);
    await expect(context.args.onToggle).toHaveBeenCalledWith('total:0', true);
  },
};

/** Open, three columns: 1 X 2 on one line. */
export const ThreeColumns: Story = {
  args: { market: 'result', columns: 3 },
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: shown(context).title });
    await expect(rowsOf(within(group).getAllByRole('button'))).toEqual([3]);
  },
};

/** Four handicaps in two columns: two lines of two. */
export const TwoColumnsTwoLines: Story = {
  args: { market: 'handicap' },
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: shown(context).title });
    await expect(rowsOf(within(group).getAllByRole('button'))).toEqual([2, 2]);
  },
};

/** Closed: only the title, its button not expanded; opening it shows the outcomes (and closing hides them again). */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { title } = shown(context);
    const toggle = canvas.getByRole('button', { name: title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('group', { name: title })).toBeVisible();
    await expect(context.args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

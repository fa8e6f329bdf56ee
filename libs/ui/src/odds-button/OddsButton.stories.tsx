import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hover, languageIn, named, themeColour, uiTextIn } from '../testing/sportsbook-stories';
import { priceIn, sportsbookTextsIn, type SportsbookTexts } from '../testing/sportsbook-texts';
import { OddsButton, type OddsButtonProps } from './OddsButton';

/** The caller's market label per language and the price as a number: the story formats it as a caller would. */
type DemoOddsProps = Omit<OddsButtonProps, 'market' | 'price'> & {
  marketOf: (t: SportsbookTexts) => string;
  value: number;
};
type Context = Pick<StoryContext<DemoOddsProps>, 'args' | 'globals' | 'canvasElement'>;

const shownMarket = ({ args, globals }: Context) => args.marketOf(sportsbookTextsIn(globals));
const shownPrice = ({ args, globals }: Context) => priceIn(languageIn(globals), args.value);
/** The button's name: its visible market and price, then the move in words (ui's `ui_odds_up` / `ui_odds_down`). */
const nameOf = (context: Context, movement?: 'up' | 'down') =>
  `${shownMarket(context)} ${shownPrice(context)}` +
  (movement ? `, ${uiTextIn(context.globals, movement === 'up' ? 'ui_odds_up' : 'ui_odds_down')}` : '');

/**
 * One outcome's odds: a pressed toggle that adds the outcome to the coupon and takes it out again. It shows the
 * price as the caller formatted it (the player's odds format), with tabular figures, an arrow and a short flash
 * when the price moved, and stands still when the market is suspended or locked.
 *
 * Usage: `import { OddsButton } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/OddsButton',
  args: { id: 'spartak-zenit:1', marketOf: (t) => t.markets.home, value: 2.45, onToggle: fn() },
  argTypes: {
    marketOf: { control: false },
    movement: { control: 'inline-radio', options: [undefined, 'up', 'down'] },
    state: { control: 'inline-radio', options: ['open', 'suspended', 'locked'] },
    layout: { control: 'inline-radio', options: ['stacked', 'inline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: ({ marketOf, value, ...args }, { globals }) => (
    <div style={{ width: 88 }}>
      <OddsButton {...args} market={marketOf(sportsbookTextsIn(globals))} price={priceIn(languageIn(globals), value)} />
    </div>
  ),
} satisfies Meta<DemoOddsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's part: it owns the selection, as the coupon does, and flips it on each toggle. */
function SelectableOdds({
  marketOf,
  value,
  language,
  t,
  ...args
}: DemoOddsProps & { language: 'ru' | 'en'; t: SportsbookTexts }) {
  const [selected, setSelected] = useState(false);
  const onToggle = useCallback((_id: string, next: boolean) => setSelected(next), []);
  return (
    <div style={{ width: 88 }}>
      <OddsButton
        {...args}
        market={marketOf(t)}
        price={priceIn(language, value)}
        selected={selected}
        onToggle={onToggle}
      />
    </div>
  );
}

/** Ready to be pressed: the market above the price, at least the touch target high. */
export const Normal: Story = {
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context)) });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(shownPrice(context));
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const price = within(button).getByText(shownPrice(context));
    await expect(getComputedStyle(price).fontVariantNumeric).toBe('tabular-nums');
    await userEvent.click(button);
    await expect(context.args.onToggle).toHaveBeenCalledWith(context.args.id, true);
  },
};

/** Under the pointer: a darker fill says it can be pressed. */
export const Hover: Story = {
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context)) });
    const resting = getComputedStyle(button).backgroundColor;
    // Resolved before waiting: waitFor runs again on every DOM change, and the probe is one.
    const hovered = themeColour(button, '--ko-odds-bg-hover');
    await hover(button);
    // The fill eases over the fast duration: wait for it to settle.
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(hovered));
    await expect(getComputedStyle(button).backgroundColor).not.toBe(resting);
  },
};

/** In the coupon: pressed, filled in the selected colour; pressing it again takes it out (and once more back in). */
export const Selected: Story = {
  render: (args, { globals }) => (
    <SelectableOdds {...args} language={languageIn(globals)} t={sportsbookTextsIn(globals)} />
  ),
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context)) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const filled = themeColour(button, '--ko-selected');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(filled));
    await expect(getComputedStyle(button).color).toBe(themeColour(button, '--ko-selected-text'));
  },
};

/** Checks a moved price: its direction in the name, the arrow in the move's colour, one flash playing. */
const movedPlay = (movement: 'up' | 'down') => async (context: Context) => {
  const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context, movement)) });
  const arrow = button.querySelector(`svg[data-direction="${movement}"]`)!;
  await expect(getComputedStyle(arrow).color).toBe(themeColour(button, `--ko-odds-${movement}`));
  const flash = within(button).getByTestId('odds-flash');
  await expect(flash.getAnimations()).toHaveLength(1);
  await expect(getComputedStyle(flash).animationDuration).toBe('0.96s');
};

/** The price rose: a green arrow, a short green flash, and "up" in the button's name. */
export const Up: Story = { args: { value: 2.6, movement: 'up' }, play: movedPlay('up') };

/** The price fell: a red arrow, a short red flash, and "down" in the button's name. */
export const Down: Story = { args: { value: 2.3, movement: 'down' }, play: movedPlay('down') };

/**
 * A move where the player asked for less motion: the motion tokens are 0 ms there (theme.css), so the flash takes
 * no time; the arrow and the name still tell the move. Shown by setting the tokens as reduced motion does.
 */
export const UpWithReducedMotion: Story = {
  args: { value: 2.6, movement: 'up' },
  render: ({ marketOf, value, ...args }, { globals }) => (
    <div style={{ width: 88, ['--ko-duration-slow' as string]: '0ms' }}>
      <OddsButton {...args} market={marketOf(sportsbookTextsIn(globals))} price={priceIn(languageIn(globals), value)} />
    </div>
  ),
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context, 'up')) });
    await expect(getComputedStyle(within(button).getByTestId('odds-flash')).animationDuration).toBe('0s');
    await expect(button.querySelector('svg[data-direction="up"]')).toBeVisible();
  },
};

/** Betting paused for a while: disabled, the reason shown where the price was. */
export const Suspended: Story = {
  args: { state: 'suspended' },
  play: async (context) => {
    const reason = uiTextIn(context.globals, 'ui_odds_suspended');
    const name = `${shownMarket(context)} ${reason}, ${uiTextIn(context.globals, 'ui_odds_suspended_note')}`;
    const button = within(context.canvasElement).getByRole('button', { name: named(name) });
    await expect(button).toBeDisabled();
    await expect(within(button).getByText(reason)).toBeVisible();
    await expect(button).not.toHaveTextContent(shownPrice(context));
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(context.args.onToggle).not.toHaveBeenCalled();
  },
};

/** Paused with the caller's reason (a goal in a live game). */
export const SuspendedWithReason: Story = {
  args: { state: 'suspended' },
  render: ({ marketOf, value, ...args }, { globals }) => {
    const t = sportsbookTextsIn(globals);
    return (
      <div style={{ width: 88 }}>
        <OddsButton
          {...args}
          market={marketOf(t)}
          price={priceIn(languageIn(globals), value)}
          reason={t.reasons.goal}
        />
      </div>
    );
  },
  play: async (context) => {
    const reason = sportsbookTextsIn(context.globals).reasons.goal;
    const name = `${shownMarket(context)} ${reason}, ${uiTextIn(context.globals, 'ui_odds_suspended_note')}`;
    await expect(within(context.canvasElement).getByRole('button', { name: named(name) })).toHaveTextContent(reason);
  },
};

/** The market is closed to bets: disabled, a lock where the price was. */
export const Locked: Story = {
  args: { state: 'locked' },
  play: async (context) => {
    const name = `${shownMarket(context)}, ${uiTextIn(context.globals, 'ui_odds_locked')}`;
    const button = within(context.canvasElement).getByRole('button', { name: named(name) });
    await expect(button).toBeDisabled();
    await expect(within(button).getByTestId('odds-lock')).toBeVisible();
    await expect(button).not.toHaveTextContent(shownPrice(context));
  },
};

/** Label left, price right, as market groups show outcomes; a longer label ends in an ellipsis, the price never. */
export const Inline: Story = {
  args: { layout: 'inline', marketOf: (t) => t.markets.over, value: 1.85 },
  render: ({ marketOf, value, ...args }, { globals }) => (
    <div style={{ width: 160 }}>
      <OddsButton {...args} market={marketOf(sportsbookTextsIn(globals))} price={priceIn(languageIn(globals), value)} />
    </div>
  ),
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: named(nameOf(context)) });
    const [market, price] = [
      within(button).getByText(shownMarket(context)),
      within(button).getByText(shownPrice(context)),
    ];
    await expect(market.getBoundingClientRect().right).toBeLessThanOrEqual(price.getBoundingClientRect().left);
    await expect(Math.abs(market.getBoundingClientRect().top - price.getBoundingClientRect().top)).toBeLessThan(8);
  },
};

/** Both sizes side by side: each at least 44 px high, however narrow its column. */
export const Sizes: Story = {
  render: ({ marketOf, value, ...args }, { globals }) => {
    const market = marketOf(sportsbookTextsIn(globals));
    const price = priceIn(languageIn(globals), value);
    return (
      <div style={{ display: 'flex', gap: 8, alignItems: 'start' }}>
        <div style={{ width: 40 }}>
          <OddsButton {...args} id="sm" size="sm" market={market} price={price} />
        </div>
        <OddsButton {...args} id="md" size="md" market={market} price={price} />
      </div>
    );
  },
  play: async (context) => {
    const buttons = within(context.canvasElement).getAllByRole('button', { name: named(nameOf(context)) });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

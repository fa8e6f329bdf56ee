import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventRow } from '../event-row/EventRow';
import { languageIn, uiTextIn } from '../testing/sportsbook-stories';
import { demoGames, priceIn, sportsbookTextsIn } from '../testing/sportsbook-texts';
import { EventListSkeleton, type EventListSkeletonProps } from './EventRowSkeleton';

type DemoSkeletonProps = EventListSkeletonProps & { width: number };

/**
 * What a list of games shows while it loads: rows of the event row's own size, so nothing moves when the games
 * arrive; a shimmer that stands still under reduced motion; one "loading" status for assistive tech.
 *
 * Usage: `import { EventListSkeleton, EventRowSkeleton } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/EventListSkeleton',
  component: EventListSkeleton,
  args: { count: 6, width: 720 },
  parameters: { layout: 'padded' },
  render: ({ width, ...args }) => (
    <div style={{ width, maxWidth: '100%' }}>
      <EventListSkeleton {...args} />
    </div>
  ),
} satisfies Meta<DemoSkeletonProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six placeholder rows, shimmering; read as one "Loading events" status. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(uiTextIn(globals, 'ui_events_loading'));
    const rows = canvas.getAllByTestId('event-row-skeleton');
    await expect(rows).toHaveLength(6);
    for (const row of rows) await expect(row).toHaveAttribute('aria-hidden', 'true');
    await expect(rows[0]!.getAnimations({ subtree: true }).length).toBeGreaterThan(0);
  },
};

/** A real row above a skeleton row, on a phone and wide: the same height, so the list does not jump when it loads. */
export const SameHeightAsRows: Story = {
  render: (_args, { globals }) => {
    const t = sportsbookTextsIn(globals);
    const language = languageIn(globals);
    const game = demoGames(t)[0]!;
    const outcomes = game.prices.map((price, index) => ({
      id: `${game.id}:${index}`,
      market: [t.markets.home, t.markets.draw, t.markets.away][index]!,
      price: priceIn(language, price!),
    }));
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        {[390, 720].map((width) => (
          <div key={width} style={{ width, maxWidth: '100%' }} data-width={width}>
            <EventRow
              href={`/${language}/line/${game.id}`}
              home={game.home}
              away={game.away}
              championship={game.championship}
              kickoff="18:00"
              outcomes={outcomes}
            />
            <EventListSkeleton count={1} />
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    for (const width of [390, 720]) {
      const frame = canvasElement.querySelector<HTMLElement>(`[data-width="${width}"]`)!;
      const real = frame.firstElementChild!.getBoundingClientRect().height;
      const skeleton = within(frame).getByTestId('event-row-skeleton').getBoundingClientRect().height;
      await expect(skeleton).toBeCloseTo(real, 0);
    }
  },
};

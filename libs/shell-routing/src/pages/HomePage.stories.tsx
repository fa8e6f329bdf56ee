import { TestSiteFrame } from '@kickoff/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createHomeStorySite, homeSiteOf } from '../home/testing/home-site';
import HomePage from './HomePage';

/**
 * The home route's page over the platform mock: the promotions entry, live now, the next games and the casino's
 * popular games; odds add to and remove from the coupon (a stand-in of its bridge here).
 *
 * Usage: the shell feature brings it as the `home` route's page; it is server-rendered with its games.
 */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  loaders: [
    async ({ globals, parameters }) => ({
      site: await createHomeStorySite({ globals, refuse: (parameters['refuse'] as string[] | undefined) ?? [] }),
    }),
  ],
  render: (_, { loaded }) => (
    <TestSiteFrame site={homeSiteOf(loaded)}>
      <HomePage />
    </TestSiteFrame>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live games with their minute and score, the next games with their kick-off, the casino row. */
export const WithGames: Story = {
  tags: ['[issue 29]'],
  play: async ({ canvasElement, loaded }) => {
    const { t } = homeSiteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell_home_title') })).toBeVisible();
    const live = canvas.getByRole('region', { name: t('shell_home_live_title') });
    await expect((await within(live).findAllByRole('listitem')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: t('shell_home_casino_title') })).toBeVisible();
  },
};

/** A chosen odds button: pressed, in the selected colour. */
export const OddsChosen: Story = {
  tags: ['[issue 29]'],
  play: async ({ canvasElement, loaded }) => {
    const { t } = homeSiteOf(loaded).i18n;
    const live = within(canvasElement).getByRole('region', { name: t('shell_home_live_title') });
    const [odds] = await within(live).findAllByRole('button', { name: new RegExp(`^${t('shell_home_outcome_1')} `) });
    if (!odds) throw new Error('no odds on the live list');
    await userEvent.click(odds);
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The line cannot be read: each list says so and offers a retry. */
export const LineUnavailable: Story = {
  parameters: { refuse: ['/line/games'] },
  play: async ({ canvasElement, loaded }) => {
    const { t } = homeSiteOf(loaded).i18n;
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(within(alerts[0] as HTMLElement).getByRole('button', { name: t('shell_home_retry') })).toBeVisible();
  },
};

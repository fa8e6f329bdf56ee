// [MOD-015] Statistic popup window (route statisticpopup): shown; statistic disabled by config (not-found view).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { StatisticPopup } from './StatisticPopup';

/** Stands in for the sport remote app's statistic view. */
function SampleStatistic() {
  return (
    <table>
      <caption>Спартак – Зенит: последние встречи</caption>
      <thead>
        <tr>
          <th scope="col">Дата</th>
          <th scope="col">Счёт</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>12.03.2025</td>
          <td>2 : 1</td>
        </tr>
        <tr>
          <td>04.10.2024</td>
          <td>0 : 0</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Statistic popup window (route statisticpopup): shown; statistic disabled by config (not-found view).
 *
 * Implements **MOD-015**: Statistic popup window (route `statisticpopup`) — group: shell-routing — variants: shown; statistic disabled by config (404 for the statistic page).
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Statistic popup',
  tags: ['[MOD-015]'],
  component: StatisticPopup,
  args: { closeWindow: fn(), print: fn(), children: <SampleStatistic /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatisticPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: 'Shown',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: textOf('shell_statistic_title', storyLanguage(globals)) }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('table')).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: textOf('shell_statistic_print', storyLanguage(globals)) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.print).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: textOf('shell_statistic_close', storyLanguage(globals)) }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.closeWindow).toHaveBeenCalledTimes(1);
  },
};

export const DisabledByConfig: Story = {
  name: 'Off in the site config: not found',
  args: { disabled: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('region', { name: textOf('shell_statistic_not_found', storyLanguage(globals)) });
    await expect(view).toHaveTextContent('404');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTextIn, withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import ServerErrorPage from './ServerErrorPage';

/**
 * SR-011: the dedicated 500 page, `/{lng}/500`.
 *
 * Implements **MOD-007**: Error page — group: shell-routing — variants: error with its status code; default 500 (no status code, unknown middleware outcome); dedicated 500 route.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Pages/Server error page',
  tags: ['[MOD-007]'],
  component: ServerErrorPage,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServerErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DedicatedRoute: Story = {
  name: 'The 500 page',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = shellTextIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('main_error') })).toBeVisible();
    await expect(canvas.getByText('500')).toHaveTextContent(`${t('ui_status_code')}: 500`);
  },
};

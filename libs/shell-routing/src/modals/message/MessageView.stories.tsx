// [MOD-005] Generic message / error view: error (main_error), done (main_done), ok (main_ok).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { MessageView } from './MessageView';

/**
 * Generic message / error view: error (main_error), done (main_done), ok (main_ok).
 *
 * Implements **MOD-005**: Generic message / error view — group: shell-routing (texts owned by i18n, I18N-005 to I18N-007) — variants: error (title `main_error`), done (`main_done`), ok (`main_ok`).
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Message',
  tags: ['[MOD-005]'],
  component: MessageView,
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'done', 'ok'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorKind: Story = {
  name: 'Error',
  args: { kind: 'error', action: { label: 'Повторить', onClick: fn() } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: textOf('main_error', storyLanguage(globals)) })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: String(args.action?.label) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  name: 'Done',
  args: { kind: 'done' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: textOf('main_done', storyLanguage(globals)) }),
    ).toBeVisible();
  },
};

export const Ok: Story = {
  name: 'OK',
  args: { kind: 'ok' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: textOf('main_ok', storyLanguage(globals)) }),
    ).toBeVisible();
  },
};

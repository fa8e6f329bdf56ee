// [MOD-005] Generic message / error view: error (main_error), done (main_done), ok (main_ok).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { MessageView } from './MessageView';

const meta = {
  title: 'shell/MessageView',
  component: MessageView,
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'done', 'ok'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorKind: Story = {
  name: '[MOD-005] error',
  args: { kind: 'error', action: { label: 'Повторить', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: textOf('main_error', 'ru') })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  name: '[MOD-005] done',
  args: { kind: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: textOf('main_done', 'ru') })).toBeVisible();
  },
};

export const Ok: Story = {
  name: '[MOD-005] ok',
  args: { kind: 'ok' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: textOf('main_ok', 'ru') })).toBeVisible();
  },
};

export const ErrorDark: Story = {
  name: '[MOD-005] error (dark)',
  args: { kind: 'error' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: textOf('main_error', 'ru') })).toBeVisible();
  },
};

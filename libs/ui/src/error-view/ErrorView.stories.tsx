import { createManualClock } from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'ui/ErrorView',
  component: ErrorView,
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'done', 'ok'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorKind: Story = {
  args: { kind: 'error', text: 'Не удалось загрузить страницу.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ошибка' })).toBeVisible();
  },
};

export const Done: Story = {
  args: { kind: 'done', text: 'Пароль сохранён.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Готово' })).toBeVisible();
  },
};

export const Ok: Story = {
  args: { kind: 'ok' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ОК' })).toBeVisible();
  },
};

export const WithStatusCode: Story = {
  args: { statusCode: 500, text: 'Внутренняя ошибка сервера.', headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ошибка' })).toBeVisible();
    await expect(canvas.getByText('500')).toHaveTextContent('Код ошибки: 500');
  },
};

export const NotFound: Story = {
  args: { statusCode: 404, title: 'Страница не найдена' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement).getByRole('region', { name: 'Страница не найдена' });
    await expect(view).toHaveTextContent('Код ошибки: 404');
    await expect(within(view).queryByRole('button')).toBeNull();
  },
};

const reloadClock = createManualClock(0);

export const ReloadThrottled: Story = {
  args: {
    text: 'Не удалось загрузить словарь.',
    clock: reloadClock,
    action: { label: 'Обновить', onClick: fn(), throttleMs: 1000 },
  },
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Обновить' });
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    reloadClock.advance(500);
    await userEvent.click(reload);
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    reloadClock.advance(500);
    await userEvent.click(reload);
    await expect(args.action?.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = {
  args: { statusCode: 404, title: 'Страница не найдена', action: { label: 'На главную', onClick: fn() } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'На главную' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

import { createManualClock } from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiTextsIn } from '../testing/story-texts';
import { ErrorView } from './ErrorView';

/**
 * A message in place of content: an error (with its code), or a generic done / ok result.
 *
 * Usage: `import { ErrorView } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/ErrorView',
  component: ErrorView,
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'done', 'ok'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  args: { kind: 'error', text: 'Не удалось загрузить страницу.' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { name: uiTextsIn(globals).main_error })).toBeVisible();
  },
};

export const Done: Story = {
  args: { kind: 'done', text: 'Пароль сохранён.' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { name: uiTextsIn(globals).main_done })).toBeVisible();
  },
};

export const Ok: Story = {
  args: { kind: 'ok' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { name: uiTextsIn(globals).main_ok })).toBeVisible();
  },
};

export const WithStatusCode: Story = {
  args: { statusCode: 500, text: 'Внутренняя ошибка сервера.', headingLevel: 1 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = uiTextsIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.main_error })).toBeVisible();
    await expect(canvas.getByText('500')).toHaveTextContent(`${t.ui_status_code}: 500`);
  },
};

export const NotFound: Story = {
  args: { statusCode: 404, title: 'Страница не найдена', action: { label: 'На главную', onClick: fn() } },
  play: async ({ canvasElement, args, globals }) => {
    const view = within(canvasElement).getByRole('region', { name: String(args.title) });
    await expect(view).toHaveTextContent(`${uiTextsIn(globals).ui_status_code}: 404`);
    await userEvent.click(within(view).getByRole('button', { name: String(args.action?.label) }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
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
    const reload = within(canvasElement).getByRole('button', { name: String(args.action?.label) });
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

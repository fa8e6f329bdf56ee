import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { storyLanguageOf, uiTextsIn } from '../testing/story-texts';
import { Notice } from './Notice';

/**
 * A non-modal message box in the page flow: the page stays usable around it.
 *
 * Usage: `import { Notice } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Технические работы',
    children: 'Сайт может работать медленнее с 03:00 до 06:00.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

const onReload = fn();
/** The caller's action in the notice, in the toolbar's languages. */
const reloadLabel = { ru: 'Обновить страницу', en: 'Reload the page' };

export const Info: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status', { name: String(args.title) });
    await expect(notice).toHaveTextContent(String(args.children));
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Ставка принята', children: 'Купон № 1234 оформлен.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status', { name: String(args.title) })).toBeVisible();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Отключите блокировщик рекламы', children: 'Сайт блокируется расширением браузера.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert', { name: String(args.title) })).toBeVisible();
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Ошибка', children: 'Не удалось загрузить линию.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert', { name: String(args.title) })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Коэффициенты обновляются каждые 15 секунд.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(String(args.children));
  },
};

export const WithActionAndClose: Story = {
  args: {
    tone: 'warning',
    title: 'Доступна новая версия',
    children: 'Обновите страницу, чтобы продолжить.',
    onClose: fn(),
  },
  render: (args, { globals }) => (
    <Notice {...args} actions={<Button onClick={onReload}>{reloadLabel[storyLanguageOf(globals)]}</Button>} />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: reloadLabel[storyLanguageOf(globals)] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiTextsIn(globals).ui_close })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Every tone side by side, to compare them in each theme. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice {...args} tone="info" title="Информация" />
      <Notice {...args} tone="success" title="Готово" />
      <Notice {...args} tone="warning" title="Внимание" onClose={fn()} />
      <Notice {...args} tone="error" title="Ошибка" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

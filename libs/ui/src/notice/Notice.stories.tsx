import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Notice } from './Notice';

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

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status', { name: 'Технические работы' });
    await expect(notice).toHaveTextContent('Сайт может работать медленнее');
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Ставка принята', children: 'Купон № 1234 оформлен.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Ставка принята' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Отключите блокировщик рекламы', children: 'Сайт блокируется расширением браузера.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert', { name: 'Отключите блокировщик рекламы' })).toBeVisible();
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Ошибка', children: 'Не удалось загрузить линию.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert', { name: 'Ошибка' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Коэффициенты обновляются каждые 15 секунд.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Коэффициенты обновляются');
  },
};

export const WithActionAndClose: Story = {
  args: {
    tone: 'warning',
    title: 'Доступна новая версия',
    children: 'Обновите страницу, чтобы продолжить.',
    onClose: fn(),
  },
  render: (args) => <Notice {...args} actions={<Button onClick={onReload}>Обновить страницу</Button>} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Обновить страницу' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice {...args} tone="info" title="Информация" />
      <Notice {...args} tone="success" title="Готово" />
      <Notice {...args} tone="warning" title="Внимание" onClose={fn()} />
      <Notice {...args} tone="error" title="Ошибка" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

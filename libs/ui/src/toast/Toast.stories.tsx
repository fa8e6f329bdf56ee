import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { type ToastItem, ToastViewport } from './ToastViewport';

/** Auto-dismiss waits for the play function, not the wall clock. */
const timers = createManualTimers();

/** Owns the list like the shell's notification layer; the button adds an error toast. */
function Notifications({ initial, onDismiss }: { initial: ToastItem[]; onDismiss: (id: string, reason: string) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setItems((current) => [...current, { id: `e${current.length}`, tone: 'error', text: 'Не удалось загрузить линию' }])}
      >
        Показать ошибку
      </Button>
      <ToastViewport
        toasts={items}
        timers={timers}
        onDismiss={(id, reason) => {
          onDismiss(id, reason);
          setItems((current) => current.filter((toast) => toast.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui/Toast',
  component: Notifications,
  args: {
    onDismiss: fn(),
    initial: [
      { id: 'bet', tone: 'success', title: 'Ставка принята', text: 'Купон № 1234' },
      { id: 'odds', tone: 'info', text: 'Коэффициенты изменились' },
      { id: 'limit', tone: 'warning', title: 'Лимит', text: 'До лимита депозитов осталось 500 ₽' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const region = () => within(page().getByRole('region', { name: 'Уведомления' }));

export const Stack: Story = {
  play: async () => {
    const [assertive, polite] = region().getAllByRole('list');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(within(polite!).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async () => {
    await expect(region().getAllByRole('list')).toHaveLength(2);
    await expect(region().queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ErrorIsAssertive: Story = {
  args: { initial: [] },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Показать ошибку' }));
    const [assertive] = region().getAllByRole('list');
    await expect(within(assertive!).getByRole('listitem')).toHaveTextContent('Не удалось загрузить линию');
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Показать ошибку' })).toHaveFocus();
    await userEvent.tab();
    await expect(region().getAllByRole('button', { name: 'Закрыть уведомление' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('bet', 'user');
    // Focus moves on to the toast that took the dismissed one's place.
    const odds = within(region().getByText('Коэффициенты изменились').closest('li')!);
    await expect(odds.getByRole('button', { name: 'Закрыть уведомление' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('odds', 'user');
    await expect(region().getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AutoDismiss: Story = {
  args: { initial: [{ id: 'bet', tone: 'success', title: 'Ставка принята', text: 'Купон № 1234', autoDismissMs: 5000 }] },
  play: async ({ args }) => {
    timers.advance(4999);
    await expect(region().getAllByRole('listitem')).toHaveLength(1);
    timers.advance(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('bet', 'timeout');
    await waitFor(() => expect(region().queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    initial: [
      { id: 'e', tone: 'error', title: 'Ошибка', text: 'Сервис временно недоступен' },
      { id: 'w', tone: 'warning', text: 'Соединение нестабильно' },
      { id: 's', tone: 'success', text: 'Пароль сохранён' },
      { id: 'i', tone: 'info', text: 'Коэффициенты изменились' },
    ],
  },
  play: async () => {
    await expect(region().getAllByRole('listitem')).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { useTranslation } from 'react-i18next';
import { storyLanguageOf, uiTextsIn } from '../testing/story-texts';
import { type ToastItem, ToastViewport } from './ToastViewport';

/** The demo's button and the error it raises, in the toolbar's languages. */
const demo = {
  ru: { show: 'Показать ошибку', lineFailed: 'Не удалось загрузить линию' },
  en: { show: 'Show an error', lineFailed: 'The line could not be loaded' },
};
type Globals = Record<string, unknown>;

/** Moves the real pointer to the page's corner under Vitest (Playwright's mouse); simulated in the Storybook UI. */
async function moveRealPointerOff(element: Element) {
  try {
    const { userEvent: real } = await import('vitest/browser');
    await real.unhover(element);
    await real.hover(document.body, { position: { x: 1, y: 1 } });
  } catch {
    await userEvent.unhover(element);
  }
}

/** Auto-dismiss waits for the play function, not the wall clock. */
const timers = createManualTimers();

/** Owns the list like the shell's notification layer; the button adds an error toast. */
function Notifications({ initial, onDismiss }: { initial: ToastItem[]; onDismiss: (id: string, reason: string) => void }) {
  const [items, setItems] = useState(initial);
  const t = demo[storyLanguageOf({ locale: useTranslation().i18n.language })];
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setItems((current) => [...current, { id: `e${current.length}`, tone: 'error', text: t.lineFailed }])}
      >
        {t.show}
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

/**
 * Toasts in their live region: errors announced assertively, the rest politely; dismissed with the keyboard or after `autoDismissMs`.
 *
 * Usage: `import { ToastViewport, type ToastItem } from '@kickoff/ui';` — the owner keeps the list and removes a toast on `onDismiss`; each story's *Show code* gives the props in context.
 */
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
const region = (globals: Globals) => within(page().getByRole('region', { name: uiTextsIn(globals).ui_notifications }));
const showError = (globals: Globals) => page().getByRole('button', { name: demo[storyLanguageOf(globals)].show });

export const Stack: Story = {
  play: async ({ globals }) => {
    const [assertive, polite] = region(globals).getAllByRole('list');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(within(polite!).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ globals }) => {
    await expect(region(globals).getAllByRole('list')).toHaveLength(2);
    await expect(region(globals).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ErrorIsAssertive: Story = {
  args: { initial: [] },
  play: async ({ globals }) => {
    await userEvent.click(showError(globals));
    const [assertive] = region(globals).getAllByRole('list');
    await expect(within(assertive!).getByRole('listitem')).toHaveTextContent(demo[storyLanguageOf(globals)].lineFailed);
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ args, globals }) => {
    await userEvent.tab();
    await expect(showError(globals)).toHaveFocus();
    await userEvent.tab();
    await expect(region(globals).getAllByRole('button', { name: uiTextsIn(globals).ui_dismiss_notification })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('bet', 'user');
    // Focus moves on to the toast that took the dismissed one's place.
    const odds = within(region(globals).getByText(String(args.initial[1]?.text)).closest('li')!);
    await expect(odds.getByRole('button', { name: uiTextsIn(globals).ui_dismiss_notification })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('odds', 'user');
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AutoDismiss: Story = {
  args: { initial: [{ id: 'bet', tone: 'success', title: 'Ставка принята', text: 'Купон № 1234', autoDismissMs: 5000 }] },
  play: async ({ args, globals }) => {
    // The real pointer (earlier stories click with Playwright) may rest over the toast, which pauses its wait: move it
    // off for real where a driver exists, else as a simulated pointer.
    const toast = region(globals).getByRole('listitem').firstElementChild!;
    await moveRealPointerOff(toast);
    await waitFor(() => expect(timers.pendingDelays).toContain(5000));
    timers.advance(4999);
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(1);
    timers.advance(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('bet', 'timeout');
    await waitFor(() => expect(region(globals).queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** Every tone side by side, to compare them in each theme. */
export const AllTones: Story = {
  args: {
    initial: [
      { id: 'e', tone: 'error', title: 'Ошибка', text: 'Сервис временно недоступен' },
      { id: 'w', tone: 'warning', text: 'Соединение нестабильно' },
      { id: 's', tone: 'success', text: 'Пароль сохранён' },
      { id: 'i', tone: 'info', text: 'Коэффициенты изменились' },
    ],
  },
  play: async ({ globals }) => {
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(4);
  },
};

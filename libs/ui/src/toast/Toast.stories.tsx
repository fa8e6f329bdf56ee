import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { demoTextsIn, type InLanguage, useDemoTexts } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { type ToastItem, ToastViewport } from './ToastViewport';

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

/**
 * Owns the list like the shell's notification layer; the button adds an error toast. It keeps which toasts were
 * raised and dismissed, not their texts, so a language picked in the toolbar rewords the ones on screen.
 */
function Notifications({
  initial,
  onDismiss,
}: {
  initial: InLanguage<ToastItem[]>;
  onDismiss: (id: string, reason: string) => void;
}) {
  const t = useDemoTexts();
  const [raised, setRaised] = useState(0);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const errors = Array.from({ length: raised }, (_, i): ToastItem => ({
    id: `e${i}`,
    tone: 'error',
    text: t.lineFailed,
  }));
  return (
    <>
      <Button variant="secondary" onClick={() => setRaised((count) => count + 1)}>
        {t.showError}
      </Button>
      <ToastViewport
        toasts={[...initial(t), ...errors].filter((toast) => !dismissed.includes(toast.id))}
        timers={timers}
        onDismiss={(id, reason) => {
          onDismiss(id, reason);
          setDismissed((ids) => [...ids, id]);
        }}
      />
    </>
  );
}

/** A bet accepted, odds changed, a limit near: what the shell shows on a normal evening. */
const evening: InLanguage<ToastItem[]> = (t) => [
  { id: 'bet', tone: 'success', title: t.betAccepted, text: t.coupon },
  { id: 'odds', tone: 'info', text: t.oddsChanged },
  { id: 'limit', tone: 'warning', title: t.limit, text: t.depositLimitLeft },
];

/**
 * Toasts in their live region: errors announced assertively, the rest politely; dismissed with the keyboard or after `autoDismissMs`.
 *
 * Usage: `import { ToastViewport, type ToastItem } from '@kickoff/ui';` — the owner keeps the list and removes a toast on `onDismiss`; each story's *Show code* gives the props in context.
 */
const meta = {
  title: 'Components/Toast',
  component: Notifications,
  args: {
    onDismiss: fn(),
    initial: evening,
  },
  argTypes: { initial: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const region = (globals: Globals) => within(page().getByRole('region', { name: uiTextsIn(globals).ui_notifications }));
const showError = (globals: Globals) => page().getByRole('button', { name: demoTextsIn(globals).showError });

export const Stack: Story = {
  name: 'Stack',
  play: async ({ globals }) => {
    const [assertive, polite] = region(globals).getAllByRole('list');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(within(polite!).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { initial: () => [] },
  play: async ({ globals }) => {
    await expect(region(globals).getAllByRole('list')).toHaveLength(2);
    await expect(region(globals).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ErrorIsAssertive: Story = {
  name: 'Error announced',
  args: { initial: () => [] },
  play: async ({ globals }) => {
    await userEvent.click(showError(globals));
    const [assertive] = region(globals).getAllByRole('list');
    await expect(within(assertive!).getByRole('listitem')).toHaveTextContent(demoTextsIn(globals).lineFailed);
  },
};

export const DismissWithKeyboard: Story = {
  name: 'Dismissed from the keyboard',
  play: async ({ args, globals }) => {
    await userEvent.tab();
    await expect(showError(globals)).toHaveFocus();
    await userEvent.tab();
    await expect(
      region(globals).getAllByRole('button', { name: uiTextsIn(globals).ui_dismiss_notification })[0],
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('bet', 'user');
    // Focus moves on to the toast that took the dismissed one's place.
    const odds = within(
      region(globals)
        .getByText(String(args.initial(demoTextsIn(globals))[1]?.text))
        .closest('li')!,
    );
    await expect(odds.getByRole('button', { name: uiTextsIn(globals).ui_dismiss_notification })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('odds', 'user');
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AutoDismiss: Story = {
  name: 'Dismissed after five seconds',
  args: { initial: (t) => [{ id: 'bet', tone: 'success', title: t.betAccepted, text: t.coupon, autoDismissMs: 5000 }] },
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
  name: 'All tones',
  args: {
    initial: (t) => [
      { id: 'e', tone: 'error', title: t.error, text: t.serviceDown },
      { id: 'w', tone: 'warning', text: t.unstableConnection },
      { id: 's', tone: 'success', text: t.passwordSaved },
      { id: 'i', tone: 'info', text: t.oddsChanged },
    ],
  },
  play: async ({ args, globals }) => {
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(4);
    for (const toast of args.initial(demoTextsIn(globals)))
      await expect(region(globals).getByText(String(toast.text))).toBeVisible();
  },
};

import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createManualTimers } from '@kickoff/runtime';
import { Button } from '../button/Button';
import { ToastViewport } from '../toast/ToastViewport';
import { MODAL_AUTO_CLOSE_MS } from './auto-close';
import { Modal, type ModalProps } from './Modal';
import { demoTextsIn, type InLanguage, useDemoTexts } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { storyUser } from './testing/real-input';

/** What a caller puts in the modal, written per language so play functions find it in the active one. */
type Content = InLanguage<{
  title?: ReactNode;
  ariaLabel?: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}>;

type HarnessProps = Omit<ModalProps, 'open' | 'title' | 'ariaLabel' | 'description' | 'children' | 'actions'> & {
  content: Content;
};

/**
 * The dialog every Kickoff modal is built on. A story opens it from a trigger, as on the site,
 * so focus moving in, staying in, and coming back can be checked.
 */
function ModalWithTrigger({ content, ...props }: HarnessProps) {
  const t = useDemoTexts();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <Modal
        {...({ ...props, ...content(t) } as ModalProps)}
        open={open}
        onClose={(reason) => {
          props.onClose?.(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const logoutQuestion: Content = (t) => ({ title: t.sure, description: t.logoutText });

/**
 * The dialog every Kickoff modal is built on. A story opens it from a trigger, as on the site, so focus moving in, staying in, and coming back can be checked.
 *
 * Usage: `import { Modal } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/Modal',
  component: ModalWithTrigger,
  args: {
    content: logoutQuestion,
    onClose: fn(),
    closeOnEscape: true,
    closeOnBackdropClick: true,
    showCloseButton: true,
    size: 'medium',
    role: 'dialog',
  },
  argTypes: {
    content: { control: false },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalWithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

// Modals render in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);
const textsOf = ({ globals }: Pick<StoryContext, 'globals'>) => demoTextsIn(globals);
const closeLabel = ({ globals }: Pick<StoryContext, 'globals'>) => uiTextsIn(globals).ui_close;

/** The page behind an open modal is inert: it takes neither focus nor the pointer. */
async function expectInert(element: HTMLElement) {
  const focused = document.activeElement;
  element.focus();
  await expect(document.activeElement).toBe(focused);
  const box = element.getBoundingClientRect();
  await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).not.toBe(element);
}

export const WithActions: Story = {
  name: 'With actions',
  args: {
    content: (t) => ({
      ...logoutQuestion(t),
      actions: (
        <>
          <Button variant="secondary">{t.cancel}</Button>
          <Button>{t.logout}</Button>
        </>
      ),
    }),
  },
  play: async (context) => {
    const { args } = context;
    const t = textsOf(context);
    const user = await storyUser();
    const dialog = await page().findByRole('dialog', { name: t.sure });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(t.logoutText);
    await expect(dialog.matches(':modal')).toBe(true);
    const close = page().getByRole('button', { name: closeLabel(context) });
    const cancel = page().getByRole('button', { name: t.cancel });
    const logout = page().getByRole('button', { name: t.logout });
    await expect(close).toHaveFocus();
    await expectInert(page().getByRole('button', { name: t.open, hidden: true }));
    // Tab and Shift+Tab go round the dialog, never out to the page or the browser.
    await user.tab();
    await expect(cancel).toHaveFocus();
    await user.tab();
    await expect(logout).toHaveFocus();
    await user.tab();
    await expect(close).toHaveFocus();
    await user.tab({ shift: true });
    await expect(logout).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(page().queryByRole('dialog')).toBeNull();
    // Opened from its trigger, the modal gives focus back to it when it closes.
    const trigger = page().getByRole('button', { name: t.open });
    await user.click(trigger);
    await expect(await page().findByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnBackdropClick: Story = {
  name: 'Closed by a click outside',
  play: async ({ args }) => {
    const user = await storyUser();
    await page().findByRole('dialog');
    await user.clickBeside(page().getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const ClosesWithCloseButton: Story = {
  name: 'Closed by its close button',
  play: async (context) => {
    const user = await storyUser();
    await user.click(await page().findByRole('button', { name: closeLabel(context) }));
    await expect(context.args.onClose).toHaveBeenCalledWith('close-button');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** For alerts that must be answered (e.g. the confirm-terms error): no ×, Escape and outside click do nothing. */
export const CannotBeDismissed: Story = {
  name: 'Not dismissible',
  args: {
    role: 'alertdialog',
    content: (t) => ({ title: t.error, description: t.termsError, actions: <Button>{t.ok}</Button> }),
    closeOnEscape: false,
    closeOnBackdropClick: false,
    showCloseButton: false,
  },
  play: async (context) => {
    const t = textsOf(context);
    const user = await storyUser();
    const dialog = await page().findByRole('alertdialog', { name: t.error });
    await expect(page().queryByRole('button', { name: closeLabel(context) })).toBeNull();
    // Twice: a browser lets a page refuse only one close request per user gesture.
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.clickBeside(page().getByTestId('modal-backdrop'));
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(dialog.matches(':modal')).toBe(true);
    await user.tab();
    await expect(page().getByRole('button', { name: t.ok })).toHaveFocus();
  },
};

export const WithoutVisibleTitle: Story = {
  name: 'Without a visible title',
  args: {
    content: (t) => ({
      ariaLabel: t.menu,
      children: (
        <nav>
          <a href="#line">{t.line}</a> · <a href="#live">{t.live}</a> · <a href="#casino">{t.casino}</a>
        </nav>
      ),
    }),
    showCloseButton: false,
  },
  play: async (context) => {
    await expect(await page().findByRole('dialog', { name: textsOf(context).menu })).toBeVisible();
  },
};

export const Small: Story = {
  name: 'Small',
  args: { size: 'small', content: (t) => ({ ...logoutQuestion(t), actions: <Button fullWidth>{t.ok}</Button> }) },
  play: async (context) => {
    const t = textsOf(context);
    const user = await storyUser();
    await page().findByRole('dialog', { name: t.sure });
    await user.tab();
    await expect(page().getByRole('button', { name: t.ok })).toHaveFocus();
  },
};

export const LargeWithLongContent: Story = {
  name: 'Large, long content',
  args: {
    size: 'large',
    content: (t) => ({
      title: t.rules,
      children: (
        <div>
          {Array.from({ length: 30 }, (_, i) => (
            <p key={i}>{t.rule(i + 1)}</p>
          ))}
        </div>
      ),
    }),
  },
  play: async (context) => {
    const dialog = await page().findByRole('dialog', { name: textsOf(context).rules });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** A modal opened from a modal: the lower one is inert under it, Escape closes only the top one. */
function NestedModals({ onClose }: { onClose: ModalProps['onClose'] }) {
  const t = useDemoTexts();
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      open
      title={t.rules}
      onClose={onClose}
      actions={<Button onClick={() => setConfirming(true)}>{t.logout}</Button>}
    >
      <Modal open={confirming} role="alertdialog" title={t.sure} onClose={() => setConfirming(false)} />
    </Modal>
  );
}

export const Nested: Story = {
  name: 'Nested',
  render: ({ onClose }) => <NestedModals onClose={onClose} />,
  play: async (context) => {
    const t = textsOf(context);
    const user = await storyUser();
    const lower = await page().findByRole('dialog', { name: t.rules });
    const opener = within(lower).getByRole('button', { name: t.logout });
    await user.click(opener);
    const top = await page().findByRole('alertdialog', { name: t.sure });
    await expect(within(top).getByRole('button', { name: closeLabel(context) })).toHaveFocus();
    await expectInert(opener);
    await user.keyboard('{Escape}');
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(lower).toBeVisible();
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** Toasts live in a layer the open modal takes inside itself: an error raised meanwhile is heard and can be dismissed. */
export const ToastAboveModal: Story = {
  name: 'A toast above the modal',
  render: function Render(args) {
    const t = useDemoTexts();
    const [dismissed, setDismissed] = useState(false);
    const toasts = dismissed ? [] : [{ id: 'line', tone: 'error' as const, text: t.lineFailed }];
    return (
      <>
        {/* First, as on the site: the notification layer is there before any modal opens. */}
        <ToastViewport toasts={toasts} onDismiss={() => setDismissed(true)} />
        <ModalWithTrigger {...args} />
      </>
    );
  },
  play: async (context) => {
    const t = textsOf(context);
    const user = await storyUser();
    const dialog = await page().findByRole('dialog', { name: t.sure });
    const toast = page().getByText(t.lineFailed);
    await expect(dialog).toContainElement(toast);
    await user.click(within(toast.closest('li')!).getByRole('button'));
    await expect(page().queryByText(t.lineFailed)).toBeNull();
    await expect(dialog).toBeVisible();
  },
};

/** Auto-close runs on these timers, moved by the play functions below. */
const autoCloseTimers = createManualTimers();

export const AutoClosesAfterTenSeconds: Story = {
  name: 'Closed after ten seconds',
  args: {
    content: (t) => ({ title: t.betAccepted, description: t.couponPlaced }),
    autoCloseMs: MODAL_AUTO_CLOSE_MS,
    timers: autoCloseTimers,
  },
  play: async (context) => {
    const { args } = context;
    await page().findByRole('dialog', { name: textsOf(context).betAccepted });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS - 1);
    await expect(args.onClose).not.toHaveBeenCalled();
    autoCloseTimers.advance(1);
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A modal that must be answered ignores autoCloseMs. */
export const NoAutoCloseWhenItCannotClose: Story = {
  name: 'Still open when it cannot be dismissed',
  args: {
    ...CannotBeDismissed.args,
    autoCloseMs: MODAL_AUTO_CLOSE_MS,
    timers: autoCloseTimers,
  },
  play: async (context) => {
    const dialog = await page().findByRole('alertdialog', { name: textsOf(context).error });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS * 3);
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

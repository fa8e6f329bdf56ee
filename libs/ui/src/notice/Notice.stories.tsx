import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { demoTextsIn, type InLanguage } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { Notice, type NoticeProps } from './Notice';

/** What a caller writes into the notice, per language: its title (if any) and its message. */
type Wording = InLanguage<{ title?: string; text: string }>;
type DemoNoticeProps = Omit<NoticeProps, 'title' | 'children'> & { wording: Wording };

const maintenance: Wording = (t) => ({ title: t.maintenance, text: t.maintenanceText });

/**
 * A non-modal message box in the page flow: the page stays usable around it.
 *
 * Usage: `import { Notice } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { tone: 'info', wording: maintenance },
  argTypes: {
    wording: { control: false },
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  parameters: { layout: 'padded' },
  render: ({ wording, ...args }, { globals }) => {
    const { title, text } = wording(demoTextsIn(globals));
    return (
      <Notice {...args} title={title}>
        {text}
      </Notice>
    );
  },
} satisfies Meta<DemoNoticeProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's notice as a player of the toolbar's language reads it. */
const shown = ({ args, globals }: Pick<StoryContext<DemoNoticeProps>, 'args' | 'globals'>) =>
  args.wording(demoTextsIn(globals));

const onReload = fn();

export const Info: Story = {
  name: 'Info',
  play: async (context) => {
    const notice = within(context.canvasElement).getByRole('status', { name: shown(context).title });
    await expect(notice).toHaveTextContent(shown(context).text);
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  name: 'Success',
  args: { tone: 'success', wording: (t) => ({ title: t.betAccepted, text: t.couponPlaced }) },
  play: async (context) => {
    const notice = within(context.canvasElement).getByRole('status', { name: shown(context).title });
    await expect(notice).toHaveAttribute('data-tone', 'success');
    await expect(notice).toHaveTextContent(shown(context).text);
  },
};

export const Warning: Story = {
  name: 'Warning',
  args: { tone: 'warning', wording: (t) => ({ title: t.adBlocker, text: t.adBlockerText }) },
  play: async (context) => {
    const notice = within(context.canvasElement).getByRole('alert', { name: shown(context).title });
    await expect(notice).toHaveAttribute('data-tone', 'warning');
    await expect(notice).toHaveTextContent(shown(context).text);
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', wording: (t) => ({ title: t.error, text: t.lineFailed }) },
  play: async (context) => {
    const notice = within(context.canvasElement).getByRole('alert', { name: shown(context).title });
    await expect(notice).toHaveAttribute('data-tone', 'error');
    await expect(notice).toHaveTextContent(shown(context).text);
  },
};

export const WithoutTitle: Story = {
  name: 'Without a title',
  args: { wording: (t) => ({ text: t.oddsRefresh }) },
  play: async (context) => {
    const notice = within(context.canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(shown(context).text);
    await expect(within(notice).queryByRole('heading')).toBeNull();
  },
};

export const WithActionAndClose: Story = {
  name: 'With an action and a close button',
  args: { tone: 'warning', wording: (t) => ({ title: t.newVersion, text: t.newVersionText }), onClose: fn() },
  render: ({ wording, ...args }, { globals }) => {
    const t = demoTextsIn(globals);
    const { title, text } = wording(t);
    return (
      <Notice {...args} title={title} actions={<Button onClick={onReload}>{t.reloadPage}</Button>}>
        {text}
      </Notice>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: demoTextsIn(globals).reloadPage })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiTextsIn(globals).ui_close })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Every tone side by side, to compare them in each theme: warnings and errors interrupt (alert), the rest wait (status). */
export const AllTones: Story = {
  name: 'All tones',
  render: ({ wording, ...args }, { globals }) => {
    const t = demoTextsIn(globals);
    const { text } = wording(t);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Notice {...args} tone="info" title={t.information}>
          {text}
        </Notice>
        <Notice {...args} tone="success" title={t.done}>
          {text}
        </Notice>
        <Notice {...args} tone="warning" title={t.attention} onClose={fn()}>
          {text}
        </Notice>
        <Notice {...args} tone="error" title={t.error}>
          {text}
        </Notice>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = demoTextsIn(globals);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    for (const title of [t.information, t.done])
      await expect(canvas.getByRole('status', { name: title })).toBeVisible();
    for (const title of [t.attention, t.error]) await expect(canvas.getByRole('alert', { name: title })).toBeVisible();
  },
};

import { createManualClock } from '@kickoff/runtime';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoTextsIn, type InLanguage } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { ErrorView, type ErrorViewProps } from './ErrorView';

/** What a caller writes into the view (its own title, text, action label), per language; the rest stays args. */
type Wording = InLanguage<{ title?: string; text?: string; actionLabel?: string }>;
type DemoErrorViewProps = Omit<ErrorViewProps, 'title' | 'text' | 'action'> & {
  wording: Wording;
  /** The action's callback and throttle; shown when the wording has a label. */
  onAction?: () => void;
  throttleMs?: number;
};

/** The view's own texts left out: the kind's title from ui's resources, no text, no action. */
const kindOnly: Wording = () => ({});

/**
 * A message in place of content: an error (with its code), or a generic done / ok result.
 *
 * Usage: `import { ErrorView } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  args: { wording: kindOnly },
  argTypes: { wording: { control: false }, kind: { control: 'inline-radio', options: ['error', 'done', 'ok'] } },
  parameters: { layout: 'padded' },
  render: ({ wording, onAction, throttleMs, ...args }, { globals }) => {
    const { title, text, actionLabel } = wording(demoTextsIn(globals));
    const action =
      actionLabel === undefined || !onAction ? undefined : { label: actionLabel, onClick: onAction, throttleMs };
    return <ErrorView {...args} title={title} text={text} action={action} />;
  },
} satisfies Meta<DemoErrorViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's view as a player of the toolbar's language reads it. */
const shown = ({ args, globals }: Pick<StoryContext<DemoErrorViewProps>, 'args' | 'globals'>) =>
  args.wording(demoTextsIn(globals));

/** The kind's own title from ui's resources heads the view, over the caller's text if any. */
const headedBy =
  (title: 'main_error' | 'main_done' | 'main_ok'): Story['play'] =>
  async (context) => {
    const { canvasElement, globals } = context;
    const name = uiTextsIn(globals)[title];
    const view = within(canvasElement).getByRole('region', { name });
    await expect(within(view).getByRole('heading', { name })).toBeVisible();
    const { text } = shown(context);
    if (text !== undefined) await expect(view).toHaveTextContent(text);
  };

export const Failed: Story = {
  name: 'Error',
  args: { kind: 'error', wording: (t) => ({ text: t.pageFailed }) },
  play: headedBy('main_error'),
};

export const Done: Story = {
  name: 'Done',
  args: { kind: 'done', wording: (t) => ({ text: t.passwordSaved }) },
  play: headedBy('main_done'),
};

export const Ok: Story = { name: 'OK', args: { kind: 'ok' }, play: headedBy('main_ok') };

export const WithStatusCode: Story = {
  name: 'With a status code',
  args: { statusCode: 500, wording: (t) => ({ text: t.serverError }), headingLevel: 1 },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const canvas = within(canvasElement);
    const t = uiTextsIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.main_error })).toBeVisible();
    await expect(canvas.getByText('500')).toHaveTextContent(`${t.ui_status_code}: 500`);
    await expect(canvas.getByText(String(shown(context).text))).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { statusCode: 404, wording: (t) => ({ title: t.pageNotFound, actionLabel: t.toHome }), onAction: fn() },
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const view = within(canvasElement).getByRole('region', { name: shown(context).title });
    await expect(view).toHaveTextContent(`${uiTextsIn(globals).ui_status_code}: 404`);
    await userEvent.click(within(view).getByRole('button', { name: shown(context).actionLabel }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

const reloadClock = createManualClock(0);

export const ReloadThrottled: Story = {
  name: 'Reload pressed twice in a second',
  args: {
    wording: (t) => ({ text: t.dictionaryFailed, actionLabel: t.reload }),
    clock: reloadClock,
    onAction: fn(),
    throttleMs: 1000,
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const reload = within(canvasElement).getByRole('button', { name: shown(context).actionLabel });
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    reloadClock.advance(500);
    await userEvent.click(reload);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    reloadClock.advance(500);
    await userEvent.click(reload);
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

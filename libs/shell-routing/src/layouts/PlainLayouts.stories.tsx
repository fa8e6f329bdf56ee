import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyLayout } from './EmptyLayout';
import { HeadlessLayout } from './HeadlessLayout';
import type { LayoutProps } from './layout-slots';
import { BlockedLayout, MaintenanceLayout } from './ServiceLayout';
import { storyLanguage } from '@kickoff/testing';
import { shellTextIn, withShellTextsDecorator } from './testing/shell-i18n';
import { storySlots, storySlotTexts } from './testing/story-slots';

type Globals = Record<string, unknown>;
const demoIn = (globals: Globals) => storySlotTexts[storyLanguage(globals)];

const LAYOUTS = {
  headless: HeadlessLayout,
  empty: EmptyLayout,
  maintenance: MaintenanceLayout,
  blocked: BlockedLayout,
};

/** One story per layout other than main: the page and nothing of the site around it. */
function LayoutPreview({ layout, ...props }: LayoutProps & { layout: keyof typeof LAYOUTS }) {
  const Layout = LAYOUTS[layout];
  return <Layout {...props} />;
}

/**
 * The layouts other than main (headless, empty, maintenance, blocked): the page and nothing of the site around it.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'shell-routing/PlainLayouts',
  component: LayoutPreview,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'fullscreen' },
  args: { layout: 'headless', slots: {}, children: null },
  // Slots and page in the toolbar's language.
  render: (args, { globals }) => (
    <LayoutPreview {...args} slots={storySlots(demoIn(globals))}>
      <section aria-labelledby="story-title" style={{ padding: 24 }}>
        <h1 id="story-title">{demoIn(globals).page}</h1>
      </section>
    </LayoutPreview>
  ),
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const withoutSiteChrome = async (canvasElement: HTMLElement, globals: Globals) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: demoIn(globals).page })).toBeVisible();
  await expect(canvas.queryByRole('banner')).toBeNull();
  await expect(canvas.queryByRole('contentinfo')).toBeNull();
  await expect(canvas.queryByText(demoIn(globals).seo)).toBeNull();
  return canvas;
};

export const Headless: Story = {
  name: '[SR-014] Headless (casino first-bonus landing)',
  args: { layout: 'headless' },
  play: async ({ canvasElement, globals }) => {
    const canvas = await withoutSiteChrome(canvasElement, globals);
    await expect(canvas.getByText(demoIn(globals).notifications)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '[SR-014] Empty (popup, print, payment return)',
  args: { layout: 'empty' },
  play: async ({ canvasElement, globals }) => {
    const canvas = await withoutSiteChrome(canvasElement, globals);
    await expect(canvas.queryByText(demoIn(globals).notifications)).toBeNull();
  },
};

export const Maintenance: Story = {
  name: '[SR-014] Maintenance',
  args: { layout: 'maintenance' },
  play: async ({ canvasElement, globals }) => {
    const canvas = await withoutSiteChrome(canvasElement, globals);
    await expect(canvas.getByRole('main', { name: shellTextIn(globals)('shell_maintenance_label') })).toBeVisible();
  },
};

export const Blocked: Story = {
  name: '[SR-014] Blocked',
  args: { layout: 'blocked' },
  play: async ({ canvasElement, globals }) => {
    const canvas = await withoutSiteChrome(canvasElement, globals);
    await expect(canvas.getByRole('main', { name: shellTextIn(globals)('shell_blocked_label') })).toBeVisible();
  },
};

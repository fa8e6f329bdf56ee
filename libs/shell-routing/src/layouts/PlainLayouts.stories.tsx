import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyLayout } from './EmptyLayout';
import { HeadlessLayout } from './HeadlessLayout';
import type { LayoutProps } from './layout-slots';
import { BlockedLayout, MaintenanceLayout } from './ServiceLayout';
import { withShellTextsDecorator } from './testing/shell-i18n';
import { STORY_SLOTS } from './testing/story-slots';

const LAYOUTS = { headless: HeadlessLayout, empty: EmptyLayout, maintenance: MaintenanceLayout, blocked: BlockedLayout };

/** One story per layout other than main: the page and nothing of the site around it. */
function LayoutPreview({ layout, ...props }: LayoutProps & { layout: keyof typeof LAYOUTS }) {
  const Layout = LAYOUTS[layout];
  return <Layout {...props} />;
}

const meta = {
  title: 'shell-routing/layouts/Other layouts',
  component: LayoutPreview,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'headless',
    slots: STORY_SLOTS,
    children: (
      <section aria-labelledby="story-title" style={{ padding: 24 }}>
        <h1 id="story-title">Страница маршрута</h1>
      </section>
    ),
  },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const withoutSiteChrome = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Страница маршрута' })).toBeVisible();
  await expect(canvas.queryByRole('banner')).toBeNull();
  await expect(canvas.queryByRole('contentinfo')).toBeNull();
  await expect(canvas.queryByText('SEO-текст о ставках на спорт')).toBeNull();
  return canvas;
};

export const Headless: Story = {
  name: '[SR-014] Headless (casino first-bonus landing)',
  args: { layout: 'headless' },
  play: async ({ canvasElement }) => {
    const canvas = await withoutSiteChrome(canvasElement);
    await expect(canvas.getByText('Уведомления')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '[SR-014] Empty (popup, print, payment return)',
  args: { layout: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = await withoutSiteChrome(canvasElement);
    await expect(canvas.queryByText('Уведомления')).toBeNull();
  },
};

export const Maintenance: Story = {
  name: '[SR-014] Maintenance',
  args: { layout: 'maintenance' },
  play: async ({ canvasElement }) => {
    const canvas = await withoutSiteChrome(canvasElement);
    await expect(canvas.getByRole('main', { name: 'Технические работы' })).toBeVisible();
  },
};

export const Blocked: Story = {
  name: '[SR-014] Blocked',
  args: { layout: 'blocked' },
  play: async ({ canvasElement }) => {
    const canvas = await withoutSiteChrome(canvasElement);
    await expect(canvas.getByRole('main', { name: 'Доступ ограничен' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_MAIN_LAYOUT_PARTS } from './layout-parts';
import { MainLayout } from './MainLayout';
import { storyLanguage } from '@kickoff/testing';
import { shellTextIn, withShellTextsDecorator } from './testing/shell-i18n';
import { storySlots, storySlotTexts, type StorySlotTexts } from './testing/story-slots';

type Globals = Record<string, unknown>;
const demoIn = (globals: Globals) => storySlotTexts[storyLanguage(globals)];
const Page = ({ t }: { t: StorySlotTexts }) => (
  <section aria-labelledby="story-title">
    <h1 id="story-title">{t.page}</h1>
    <p>{t.pageText}</p>
  </section>
);

/**
 * SR-012, SR-013: the default layout. Header, content (with the aside), SEO block, footer, bottom navigation, notifications, support button, consultant chat and scroll-to-top; route meta and config switch parts off.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'shell-routing/MainLayout',
  component: MainLayout,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'fullscreen' },
  args: { slots: {}, parts: DEFAULT_MAIN_LAYOUT_PARTS, platform: 'desktop', children: null },
  // Slots and page in the toolbar's language; a story's own `children` still wins.
  render: (args, { globals }) => (
    <MainLayout {...args} slots={storySlots(demoIn(globals))}>
      {args.children ?? <Page t={demoIn(globals)} />}
    </MainLayout>
  ),
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const AllParts: Story = {
  name: '[SR-013] All parts',
  play: async ({ canvasElement, globals }) => {
    const canvas = page(canvasElement);
    const t = demoIn(globals);
    await expect(canvas.getByRole('banner')).toHaveTextContent(t.header);
    await expect(canvas.getByRole('main')).toHaveTextContent(t.page);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByText(t.seo)).toBeVisible();
    await expect(canvas.getByText(t.notifications)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.support })).toBeVisible();
  },
};

export const FooterPadding: Story = {
  name: '[SR-019] Footer padding 10 / 10 / 52',
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(page(canvasElement).getByRole('contentinfo'));
    await expect({ right: style.paddingRight, left: style.paddingLeft, bottom: style.paddingBottom }).toEqual({ right: '10px', left: '10px', bottom: '52px' });
  },
};

export const GamePage: Story = {
  name: '[SR-015] [SR-016] Footer and SEO block hidden by route meta',
  args: { parts: { ...DEFAULT_MAIN_LAYOUT_PARTS, footer: false, seo: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = page(canvasElement);
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByText(demoIn(globals).seo)).toBeNull();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const RegistrationWithNavigationTest: Story = {
  name: '[SR-017] Bottom navigation hidden on registration',
  args: { parts: { ...DEFAULT_MAIN_LAYOUT_PARTS, bottomNavigation: false }, platform: 'mobile' },
  play: async ({ canvasElement, globals }) => {
    await expect(page(canvasElement).queryByRole('navigation', { name: demoIn(globals).bottomNavigation })).toBeNull();
  },
};

export const HomeWithSnow: Story = {
  name: '[SR-106] Home page with snow',
  args: { parts: { ...DEFAULT_MAIN_LAYOUT_PARTS, snow: true } },
  play: async ({ canvasElement }) => {
    const snow = page(canvasElement).getByTestId('snow');
    await expect(snow).toHaveAttribute('aria-hidden', 'true');
    const style = getComputedStyle(snow);
    // Decoration only: it never takes a click meant for the page below.
    await expect(style.pointerEvents).toBe('none');
    await expect(style.position).toBe('fixed');
  },
};

export const ScrollToTopAfterOneScreen: Story = {
  name: '[SR-105] Scroll-to-top after one screen (desktop)',
  render: (args, { globals }) => (
    <MainLayout {...args} slots={storySlots(demoIn(globals))}>
      <section aria-labelledby="long-title">
        <h1 id="long-title">{demoIn(globals).longPage}</h1>
        <div style={{ height: '400vh' }} />
      </section>
    </MainLayout>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = page(canvasElement);
    const toTop = shellTextIn(globals)('shell_scroll_to_top');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: toTop })).toBeNull();
    window.scrollTo({ top: window.innerHeight + 10, behavior: 'instant' });
    const control = await canvas.findByRole('button', { name: toTop });
    await userEvent.click(control);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: toTop })).toBeNull());
  },
};

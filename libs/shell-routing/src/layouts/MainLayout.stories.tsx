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
    await expect({ right: style.paddingRight, left: style.paddingLeft, bottom: style.paddingBottom }).toEqual({
      right: '10px',
      left: '10px',
      bottom: '52px',
    });
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

/** A long page under a header as tall as the real one when its controls wrap (two rows and more). */
const renderTallHeader: Story['render'] = (args, { globals }) => {
  const t = demoIn(globals);
  return (
    <MainLayout
      {...args}
      slots={{ ...storySlots(t), header: <div style={{ minHeight: 160, fontWeight: 700 }}>{t.header}</div> }}
    >
      <section aria-labelledby="long-title">
        <h1 id="long-title">{t.longPage}</h1>
        <div style={{ height: '300vh' }} />
      </section>
    </MainLayout>
  );
};

// the aside slot is a layout box with no role of its own; its content names itself (the coupon)
const asideOf = (canvasElement: HTMLElement, globals: Globals) => {
  const aside = canvasElement.querySelector<HTMLElement>('[data-slot="aside"]');
  if (!aside?.textContent?.includes(demoIn(globals).coupon)) throw new Error('no aside with the coupon');
  return aside;
};

export const AsideBelowTallHeader: Story = {
  name: '[issue 14] the aside sticks just below the header, however tall it is (1200 px)',
  render: renderTallHeader,
  play: async ({ canvasElement, globals }) => {
    const header = page(canvasElement).getByRole('banner');
    const aside = asideOf(canvasElement, globals);
    window.scrollTo({ top: window.innerHeight, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await waitFor(() =>
      expect(aside.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom),
    );
    // stuck, not merely scrolled past: it stays right under the header
    await expect(aside.getBoundingClientRect().top - header.getBoundingClientRect().bottom).toBeLessThan(2);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const NoAsideColumnBelow1100: Story = {
  name: '[issue 14] below 1100 px no aside column: the page takes the width (the slip is a bottom bar there)',
  parameters: {
    viewport: {
      options: { narrowDesktop: { name: 'Narrow desktop', styles: { width: '1060px', height: '800px' } } },
      defaultViewport: 'narrowDesktop',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const main = page(canvasElement).getByRole('main');
    const aside = asideOf(canvasElement, globals);
    await expect(main.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await expect(aside.getBoundingClientRect().top).toBeGreaterThanOrEqual(main.getBoundingClientRect().bottom);
  },
};

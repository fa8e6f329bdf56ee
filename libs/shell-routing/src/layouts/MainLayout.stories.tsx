import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_MAIN_LAYOUT_PARTS } from './layout-parts';
import { MainLayout } from './MainLayout';
import { withShellTextsDecorator } from './testing/shell-i18n';
import { STORY_SLOTS } from './testing/story-slots';

const meta = {
  title: 'shell-routing/layouts/MainLayout',
  component: MainLayout,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'fullscreen' },
  args: {
    slots: STORY_SLOTS,
    parts: DEFAULT_MAIN_LAYOUT_PARTS,
    platform: 'desktop',
    children: (
      <section aria-labelledby="story-title">
        <h1 id="story-title">Содержимое страницы</h1>
        <p>Здесь страница маршрута.</p>
      </section>
    ),
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const AllParts: Story = {
  name: '[SR-013] All parts',
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('шапка сайта');
    await expect(canvas.getByRole('main')).toHaveTextContent('Содержимое страницы');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByText('SEO-текст о ставках на спорт')).toBeVisible();
    await expect(canvas.getByText('Уведомления')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Поддержка' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByText('SEO-текст о ставках на спорт')).toBeNull();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const RegistrationWithNavigationTest: Story = {
  name: '[SR-017] Bottom navigation hidden on registration',
  args: { parts: { ...DEFAULT_MAIN_LAYOUT_PARTS, bottomNavigation: false }, platform: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('navigation', { name: 'Нижняя навигация' })).toBeNull();
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
  args: {
    children: (
      <section aria-labelledby="long-title">
        <h1 id="long-title">Длинная страница</h1>
        <div style={{ height: '400vh' }} />
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: 'Наверх' })).toBeNull();
    window.scrollTo({ top: window.innerHeight + 10, behavior: 'instant' });
    const control = await canvas.findByRole('button', { name: 'Наверх' });
    await userEvent.click(control);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Наверх' })).toBeNull());
  },
};

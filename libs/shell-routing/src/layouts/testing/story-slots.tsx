import type { CSSProperties } from 'react';
import type { ShellSlots } from '../layout-slots';

const box: CSSProperties = {
  padding: '12px 16px',
  border: '1px dashed var(--ko-border)',
  borderRadius: 'var(--ko-radius)',
};

/** What the stories put in the slots and the page, in the toolbar's languages, so play functions find it in either. */
export const storySlotTexts = {
  ru: {
    header: 'Kickoff · шапка сайта',
    coupon: 'Купон',
    footer: 'Играйте ответственно. 18+',
    seo: 'SEO-текст о ставках на спорт',
    notifications: 'Уведомления',
    support: 'Поддержка',
    bottomNavigation: 'Нижняя навигация',
    line: 'Линия',
    live: 'Лайв',
    page: 'Содержимое страницы',
    pageText: 'Здесь страница маршрута.',
    longPage: 'Длинная страница',
  },
  en: {
    header: 'Kickoff · site header',
    coupon: 'Coupon',
    footer: 'Play responsibly. 18+',
    seo: 'SEO text about sports betting',
    notifications: 'Notifications',
    support: 'Support',
    bottomNavigation: 'Bottom navigation',
    line: 'Line',
    live: 'Live',
    page: 'Page content',
    pageText: 'The route’s page goes here.',
    longPage: 'A long page',
  },
};

export type StorySlotTexts = (typeof storySlotTexts)['ru'];

/** Slot content for stories: each part names itself, so a reviewer sees where the layout puts it. */
export function storySlots(t: StorySlotTexts): ShellSlots {
  return {
    header: <div style={{ ...box, fontWeight: 700 }}>{t.header}</div>,
    aside: <div style={box}>{t.coupon}</div>,
    footer: <div>{t.footer}</div>,
    seo: <p style={{ margin: 0 }}>{t.seo}</p>,
    notifications: <div role="status">{t.notifications}</div>,
    support: (
      <button type="button" style={{ ...box, background: 'var(--ko-surface)', color: 'var(--ko-text)' }}>
        {t.support}
      </button>
    ),
    bottomNavigation: (
      <nav aria-label={t.bottomNavigation} style={{ display: 'flex', justifyContent: 'space-around', padding: 12 }}>
        <span>{t.line}</span>
        <span>{t.live}</span>
        <span>{t.coupon}</span>
      </nav>
    ),
  };
}

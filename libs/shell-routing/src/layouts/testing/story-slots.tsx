import type { CSSProperties } from 'react';
import type { ShellSlots } from '../layout-slots';

const box: CSSProperties = { padding: '12px 16px', border: '1px dashed var(--ko-border)', borderRadius: 'var(--ko-radius)' };

/** Slot content for stories: each part names itself, so a reviewer sees where the layout puts it. */
export const STORY_SLOTS: ShellSlots = {
  header: <div style={{ ...box, fontWeight: 700 }}>Kickoff · шапка сайта</div>,
  aside: <div style={box}>Купон</div>,
  footer: <div>Играйте ответственно. 18+</div>,
  seo: <p style={{ margin: 0 }}>SEO-текст о ставках на спорт</p>,
  notifications: <div role="status">Уведомления</div>,
  support: (
    <button type="button" style={{ ...box, background: 'var(--ko-surface)', color: 'var(--ko-text)' }}>
      Поддержка
    </button>
  ),
  bottomNavigation: (
    <nav aria-label="Нижняя навигация" style={{ display: 'flex', justifyContent: 'space-around', padding: 12 }}>
      <span>Линия</span>
      <span>Лайв</span>
      <span>Купон</span>
    </nav>
  ),
};

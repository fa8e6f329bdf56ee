import { createManualClock, memoryStorage } from '@kickoff/runtime';
import { describe, expect, it, vi } from 'vitest';
import { AGE_RESTRICTION_FLAG_MS, rememberAgeRestrictionShown, shouldShowAgeRestriction } from './age-restriction';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, recoverFromChunkLoadError } from './chunk-load-recovery';
import { consultantChatId, isScrollToTopVisible, isSnowVisible } from './page-widgets';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/HomePage-abc.js',
);

function recoveryDeps() {
  const clock = createManualClock(1_000_000);
  const page = { assign: vi.fn(), reload: vi.fn() };
  return { clock, page, storage: memoryStorage() };
}

describe('chunk-load recovery', () => {
  it('recognises chunk-load failures of Chromium, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('[SR-108] a chunk failure during a route change loads the target route for real', () => {
    const deps = recoveryDeps();
    expect(recoverFromChunkLoadError(chunkError, { navigatingTo: '/ru/live?sport=1' }, deps)).toBe('full-load');
    expect(deps.page.assign).toHaveBeenCalledWith('/ru/live?sport=1');
    expect(deps.page.reload).not.toHaveBeenCalled();
  });

  it('[SR-109] outside a route change the page reloads once, not again within 60 s, and again after', () => {
    const deps = recoveryDeps();
    expect(recoverFromChunkLoadError(chunkError, {}, deps)).toBe('reload');
    deps.clock.advance(CHUNK_RELOAD_WINDOW_MS - 1);
    expect(recoverFromChunkLoadError(chunkError, {}, deps)).toBe('suppressed');
    deps.clock.advance(1);
    expect(recoverFromChunkLoadError(chunkError, {}, deps)).toBe('reload');
    expect(deps.page.reload).toHaveBeenCalledTimes(2);
  });

  it('[SR-109] a corrupted reload mark does not block recovery', () => {
    const deps = recoveryDeps();
    deps.storage.setItem('kickoff_chunk_reload_at', 'garbage');
    expect(recoverFromChunkLoadError(chunkError, {}, deps)).toBe('reload');
  });

  it('ignores errors that are not chunk failures', () => {
    const deps = recoveryDeps();
    expect(recoverFromChunkLoadError(new Error('boom'), {}, deps)).toBe('not-a-chunk-error');
    expect(deps.page.reload).not.toHaveBeenCalled();
  });
});

describe('page widgets', () => {
  it('[SR-105] scroll-to-top appears after 4 screens on mobile and 1 screen otherwise', () => {
    expect(isScrollToTopVisible(800, 800, 'desktop')).toBe(false);
    expect(isScrollToTopVisible(801, 800, 'desktop')).toBe(true);
    expect(isScrollToTopVisible(3200, 800, 'mobile')).toBe(false);
    expect(isScrollToTopVisible(3201, 800, 'mobile')).toBe(true);
    expect(isScrollToTopVisible(5000, 0, 'mobile')).toBe(false);
  });

  it('[SR-106] [SR-107] snow shows on home when config enables it, never elsewhere', () => {
    expect(isSnowVisible('home', true)).toBe(true);
    expect(isSnowVisible('home', false)).toBe(false);
    expect(isSnowVisible('home', undefined)).toBe(false);
    expect(isSnowVisible('live', true)).toBe(false);
  });

  it("[SR-111] the consultant chat shows only when its id for the language is not '0', 'empty' or blank", () => {
    const ids = { ru: 'chat-ru-42', en: '0', kz: 'empty', uz: '   ' };
    expect(consultantChatId(ids, 'ru')).toBe('chat-ru-42');
    expect(consultantChatId(ids, 'en')).toBeNull();
    expect(consultantChatId(ids, 'kz')).toBeNull();
    expect(consultantChatId(ids, 'uz')).toBeNull();
    expect(consultantChatId(ids, 'de')).toBeNull();
    expect(consultantChatId(undefined, 'ru')).toBeNull();
  });
});

describe('age restriction', () => {
  const deps = () => ({ storage: memoryStorage(), clock: createManualClock(5_000_000_000) });

  it('[SR-095] never shows when not configured', () => {
    expect(shouldShowAgeRestriction(false, deps())).toBe(false);
  });

  it('[SR-094] [SR-096] shows when configured, then not for 3 days (259200000 ms), then again', () => {
    const d = deps();
    expect(shouldShowAgeRestriction(true, d)).toBe(true);
    rememberAgeRestrictionShown(d);
    expect(shouldShowAgeRestriction(true, d)).toBe(false);
    d.clock.advance(AGE_RESTRICTION_FLAG_MS - 1);
    expect(shouldShowAgeRestriction(true, d)).toBe(false);
    d.clock.advance(1);
    expect(shouldShowAgeRestriction(true, d)).toBe(true);
  });

  it('[SR-096] a corrupted flag counts as no flag', () => {
    const d = deps();
    d.storage.setItem('kickoff_age_restriction_shown_at', '{broken');
    expect(shouldShowAgeRestriction(true, d)).toBe(true);
  });
});

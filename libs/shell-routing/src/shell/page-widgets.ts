/** SR-105: screens scrolled before the scroll-to-top control shows. */
export const SCROLL_TO_TOP_SCREENS = { mobile: 4, desktop: 1 } as const;

export function isScrollToTopVisible(scrollY: number, viewportHeight: number, platform: 'mobile' | 'desktop'): boolean {
  if (!(viewportHeight > 0) || !Number.isFinite(scrollY)) return false;
  return scrollY > viewportHeight * SCROLL_TO_TOP_SCREENS[platform];
}

/** SR-106 / SR-107: snow only on the home page, only when config enables it. */
export function isSnowVisible(routeName: string | undefined, isSnowEnabled: boolean | undefined): boolean {
  return routeName === 'home' && isSnowEnabled === true;
}

/** SR-111: a chat id of '0', 'empty' or blank means "no chat for this language". */
export function consultantChatId(
  idByLanguage: Readonly<Record<string, string>> | undefined,
  language: string,
): string | null {
  const id = idByLanguage?.[language]?.trim();
  if (!id || id === '0' || id === 'empty') return null;
  return id;
}

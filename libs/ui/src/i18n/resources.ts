export const uiResources = {
  ru: { ui_close: 'Закрыть' },
  en: { ui_close: 'Close' },
} as const;

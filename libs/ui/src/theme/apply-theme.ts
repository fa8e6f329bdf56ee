import { type BrandBookEntry, brandBookRefusal } from './brand-book-guard';

export type ThemeName = 'light' | 'dark';

/** The platform's `appTheme` setting (0 light, 1 dark) as the `data-theme` value theme.css reads. */
export function themeName(appTheme: 0 | 1): ThemeName {
  return appTheme === 1 ? 'dark' : 'light';
}

/**
 * Sets each safe entry's `css_value` on its `css_prop` as an inline style of `target`, so partner values win
 * over both themes' tokens. Unsafe entries are skipped (see brand-book-guard.ts). Returns the undo, which puts
 * back exactly what was there before, so a partner switch or a test leaves no trace.
 */
export function applyBrandBook(
  entries: readonly BrandBookEntry[],
  target: HTMLElement = document.documentElement,
): () => void {
  const previous: { property: string; value: string; priority: string }[] = [];
  for (const entry of entries) {
    if (brandBookRefusal(entry) !== null) continue;
    const property = entry.css_prop.trim();
    previous.push({
      property,
      value: target.style.getPropertyValue(property),
      priority: target.style.getPropertyPriority(property),
    });
    target.style.setProperty(property, entry.css_value.trim());
  }
  return () => {
    // Newest first, so a property set twice ends at its original value.
    for (const { property, value, priority } of previous.reverse()) {
      if (value === '') target.style.removeProperty(property);
      else target.style.setProperty(property, value, priority);
    }
  };
}

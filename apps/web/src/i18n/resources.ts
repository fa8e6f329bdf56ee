/** Texts of what apps/web itself puts into the shell's slots (the header's links). The shell's own texts live in @kickoff/shell-routing. */
export const webResources = {
  ru: {
    web_nav_line: 'Линия',
    web_nav_live: 'Лайв',
    web_nav_casino: 'Казино',
  },
  en: {
    web_nav_line: 'Line',
    web_nav_live: 'Live',
    web_nav_casino: 'Casino',
  },
} as const;

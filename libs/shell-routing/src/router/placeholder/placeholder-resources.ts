/** The placeholder page's words: they ride with its chunk (`useLazyTexts`), never with the first load. */
export const placeholderResources = {
  ru: {
    shell_placeholder_remote_title: 'Этот раздел открывается в своём приложении',
    shell_placeholder_shell_title: 'Страница готовится',
    shell_placeholder_route: 'Маршрут',
    shell_placeholder_app: 'Приложение',
  },
  en: {
    shell_placeholder_remote_title: 'This section opens in its own app',
    shell_placeholder_shell_title: 'This page is on its way',
    shell_placeholder_route: 'Route',
    shell_placeholder_app: 'App',
  },
} as const;

import { isSupportedLanguage } from '@kickoff/i18n';
import type { i18n as I18n } from 'i18next';
import { data, type LoaderFunctionArgs, replace, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../layouts/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { languageOf, withLanguagePrefix } from './language-prefix';

export interface RoutesContext {
  i18n: I18n;
  /** The visitor's language when the URL does not say (cookie / default). */
  userLanguage: () => string;
}

/** The route table of the site. The shell-routing lib takes it over with the full spec table. */
export function createRoutes({ i18n, userLanguage }: RoutesContext): RouteObject[] {
  const prefixWithUserLanguage = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return replace(withLanguagePrefix(url, userLanguage()));
  };

  return [
    {
      id: 'root',
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, loader: prefixWithUserLanguage },
        {
          path: ':lng',
          loader: async ({ request, params }) => {
            const url = new URL(request.url);
            if (!languageOf(url.pathname)) return replace(withLanguagePrefix(url, userLanguage()));
            if (!isSupportedLanguage(params.lng)) throw data(null, { status: 404 });
            if (i18n.language !== params.lng) await i18n.changeLanguage(params.lng);
            return null;
          },
          Component: MainLayout,
          children: [
            { index: true, lazy: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
            { path: '*', Component: NotFoundPage },
          ],
        },
        { path: '*', loader: prefixWithUserLanguage },
      ],
    },
  ];
}

import { useSiteConfigAllQuery } from '@kickoff/site-config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** Layout `main`: header, content, footer. SEO block, notifications, support and scroll-to-top arrive with the shell. */
export function MainLayout() {
  const { i18n } = useTranslation();
  // CFG-002: site config is gathered at start, in the visitor's language.
  useSiteConfigAllQuery({ lang: i18n.language });
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <div className="ko-layout">
      <Header />
      <main className="ko-layout__content" id="content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Preloader } from '@kickoff/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { mainLayoutParts } from '../layouts/layout-parts';
import { LAYOUTS } from '../layouts/layouts';
import { ConsultantChat } from '../widgets/ConsultantChat';
import { ShellPageContext } from './page-context';
import { useShell } from './shell-context';
import type { ShellPageData } from './shell-options';
import { useShellSiteConfig } from './use-site-config';

/** The resolved page inside its layout; the loader has already loaded its code. */
export function ShellPage() {
  const { resolution } = useLoaderData() as ShellPageData;
  const shell = useShell();
  const config = useShellSiteConfig();
  const { t, i18n } = useTranslation();
  const Layout = LAYOUTS[resolution.layout];
  const Page = shell.pages.loaded(resolution.route.name);
  return (
    <ShellPageContext.Provider value={resolution}>
      <Layout
        slots={shell.slots}
        parts={mainLayoutParts(resolution.route, config)}
        platform={resolution.platform}
        consultantChat={
          <ConsultantChat config={config?.consultantChat} language={i18n.language} chats={shell.consultantChats} />
        }
      >
        {/* i18n wiring step 5: a page whose lib texts load lazily suspends here, inside its layout. */}
        <Suspense fallback={<Preloader label={t('shell_page_loading')} />}>{Page && <Page />}</Suspense>
      </Layout>
    </ShellPageContext.Provider>
  );
}

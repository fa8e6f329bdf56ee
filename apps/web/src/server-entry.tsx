// The server's way into the site (built by `nx build web` to dist/apps/web/.ssr/server-entry.js, read by
// apps/web-server): the same composition as main.tsx, with the request's adapters and the data router's static handler.
import { PassThrough, type Readable } from 'node:stream';
import { startLanguage } from '@kickoff/i18n';
import { createServerAdapters, type Logger } from '@kickoff/runtime';
import { createSiteRouter } from '@kickoff/shell-routing';
import {
  createSite,
  dropCachedAnswers,
  type Feature,
  type Site,
  sitePreparePage,
  siteRouteAnswer,
  siteThirdParties,
  type ThirdParty,
} from '@kickoff/store';
import { headHtml, siteHead } from '@kickoff/store/head';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { SiteProviders } from './app/App';
import { createAppI18n } from './app/i18n';
import { siteFeatures } from './app/site-features';
import { siteSettings } from './app/site-settings';
import { captureSiteRoutes } from './server/server-router';
import { restored } from './server/restored';
import { serverDocument } from './server/server-document';
import { serverStateElement } from './server-state';

export interface RenderOptions {
  /** Where the platform answers during the render (KICKOFF_PLATFORM_URL of the web server). */
  platformOrigin: string;
  /** This response's CSP nonce: React's inline streaming scripts carry it. */
  nonce: string;
  /** Wait for every suspended part before the first byte (search engines); else stream as parts resolve. */
  waitForAll?: boolean;
  /** After this long the parts still pending are left to the browser. Default 10 s. */
  timeoutMs?: number;
  /**
   * What a feature prepares for the page's first response (a remote app's page: line, live, casino …) and has not
   * got by then is left to the browser. Default: the feature's own (remote pages 1.5 s).
   */
  prepareTimeoutMs?: number;
  logger?: Logger;
  /** The features to install: the site's (`site-features.ts`) unless a test adds one of its own. */
  features?: readonly Feature[];
}

export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  /** A guarded page: the browser, which knows the session, renders it (the server sends the page without content). */
  | { kind: 'browser'; thirdParties: readonly ThirdParty[] }
  | {
      kind: 'page';
      status: number;
      /** The page's language, for <html lang>. */
      language: string;
      /** The page's own tags of <head> (title, description …): the features' head, as HTML. */
      head: string;
      /** The app's HTML, streamed; it ends when the render is done (or timed out). */
      html: Readable;
      /** What follows the app's HTML: the state the render used, for hydration. */
      tail: string;
      /**
       * The third parties the features' code reaches (the remote apps site config names among them) and this
       * visitor agreed to: the page's security policy lets them in.
       */
      thirdParties: readonly ThirdParty[];
    };

const READY_PARTS_INLINE_BYTES = 512 * 1024;

const redirectStatus = (response: Response) => (response.status === 301 || response.status === 308 ? 301 : 302);

/** Server-renders one page address (GET or HEAD). The site built for it is taken down once its HTML has streamed. */
export async function renderPage(request: Request, options: RenderOptions): Promise<PageRender> {
  const url = new URL(request.url);
  const adapters = createServerAdapters(
    {
      url: request.url,
      cookie: request.headers.get('cookie') ?? undefined,
      userAgent: request.headers.get('user-agent') ?? undefined,
      acceptLanguage: request.headers.get('accept-language') ?? undefined,
    },
    options.logger ? { logger: options.logger } : {},
  );
  const settings = { ...siteSettings(import.meta.env), platformOrigin: options.platformOrigin };
  const i18n = createAppI18n(startLanguage(url.pathname, adapters.cookies));
  const features = options.features ?? siteFeatures;
  const site = createSite({ adapters, i18n, site: settings, features });
  const dispose = () => {
    site.uninstall();
    adapters.dispose();
    dropCachedAnswers(site.store);
  };
  try {
    // What the features answer for the address before anything renders (the shell: the route table's answer).
    const answer = await siteRouteAnswer({ ctx: site.ctx, url });
    const thirdParties = await siteThirdParties(site.ctx);
    if (answer.kind !== 'render') {
      dispose();
      return answer.kind === 'browser' ? { kind: 'browser', thirdParties } : answer;
    }
    const capture = captureSiteRoutes(url);
    createSiteRouter(site.ctx, { createRouter: capture.createRouter });
    const handler = createStaticHandler(capture.routes());
    const context = await handler.query(request);
    if (context instanceof Response) {
      dispose();
      return { kind: 'redirect', status: redirectStatus(context), location: context.headers.get('location') ?? '/' };
    }
    await restored(site.persistor);
    // What the features want in the first response beyond the router's data (remote apps: the route's remote page).
    await sitePreparePage({
      ctx: site.ctx,
      url,
      page: answer.page,
      status: context.statusCode,
      document: () => serverDocument(options.logger),
      timeoutMs: options.prepareTimeoutMs,
    });
    const route = {
      routeName: answer.page?.name,
      status: context.statusCode,
      language: i18n.language,
      url,
    };
    const head = headHtml(await siteHead(features, { route, state: site.store.getState(), t: i18n.t.bind(i18n) }));
    const html = await streamApp({
      site,
      router: createStaticRouter(handler.dataRoutes, context),
      context,
      options,
      dispose,
    });
    return {
      kind: 'page',
      status: context.statusCode,
      language: i18n.language,
      head,
      html: html.stream,
      tail: html.tail,
      thirdParties,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

interface StreamInput {
  site: Site;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  options: RenderOptions;
  dispose(): void;
}

function streamApp({ site, router, context, options, dispose }: StreamInput) {
  // One snapshot for the whole render and for hydration: what streams late was rendered from the same state.
  const serverState = site.store.getState();
  const { timers } = site.ctx.adapters;
  return new Promise<{ stream: Readable; tail: string }>((resolve, reject) => {
    const stream = new PassThrough();
    const start = () => {
      app.pipe(stream);
      resolve({ stream, tail: serverStateElement(serverState) });
    };
    const app = renderToPipeableStream(
      <StrictMode>
        <SiteProviders site={site} serverState={serverState}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
        </SiteProviders>
      </StrictMode>,
      {
        nonce: options.nonce,
        // A part that is ready goes out in place however large (React outlines parts over ~12 kB behind their fallback,
        // to be swapped in by script): a served remote page (the line's is ~20 kB) then paints without JavaScript.
        progressiveChunkSize: READY_PARTS_INLINE_BYTES,
        onShellReady: () => void (options.waitForAll || start()),
        onAllReady: () => void (options.waitForAll && start()),
        onShellError: reject,
        onError: (error: unknown) =>
          options.logger?.error('[ssr] a part of the page failed to render; the browser renders it', error),
      },
    );
    // Done, or the visitor left: what is still pending is not rendered, and the site is taken down.
    stream.once('close', () => {
      app.abort(new Error('the response is closed'));
      dispose();
    });
    // The request's timers: taken down with the site once the HTML has streamed.
    timers.setTimeout(() => app.abort(new Error('server render timed out')), options.timeoutMs ?? 10_000);
  });
}

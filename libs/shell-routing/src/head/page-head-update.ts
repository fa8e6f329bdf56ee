import type { FeatureContext } from '@kickoff/store';
import { applyHead, siteHead } from '@kickoff/store/head';
import { routeErrorStatus } from '../router/errors/route-error-status';

/**
 * The head of the page a navigation settled on: the features' tags replace the managed ones. A chunk of its own,
 * loaded with the first navigation (the server wrote the first page's head).
 */
export async function updatePageHead(
  ctx: FeatureContext,
  doc: Document,
  { href, error, isCurrent }: { href: string; error: unknown; isCurrent: () => boolean },
): Promise<void> {
  const route = {
    routeName: ctx.ports.find('shell.currentRoute')?.routeName() ?? undefined,
    status: error === undefined ? 200 : routeErrorStatus(error),
    language: ctx.i18n.language,
    url: new URL(href, ctx.adapters.page.address().origin),
  };
  const elements = await siteHead(ctx.features, { route, state: ctx.store.getState(), t: ctx.i18n.t.bind(ctx.i18n) });
  // A later navigation has overtaken this one: its head wins.
  if (isCurrent()) applyHead(doc, elements);
}

import { lazyPart } from '@kickoff/store';
import type { ComponentType } from 'react';
import type { RouteLayout } from '../routes';
import type { LayoutProps } from './layout-slots';
import { MainLayout } from './MainLayout';

// The layouts of a few rare pages (popups, payment returns, a landing, maintenance and blocking pages) are a chunk of
// their own: the server waits for it and hydration with it, so such a page renders as before.
const plainLayouts = () => import('./plain-layouts');

/** SR-012, SR-014: the layout each route names (`main` unless it says otherwise). */
export const LAYOUTS: Readonly<Record<RouteLayout, ComponentType<LayoutProps>>> = {
  main: MainLayout,
  headless: lazyPart(() => plainLayouts().then((layouts) => layouts.HeadlessLayout)),
  empty: lazyPart(() => plainLayouts().then((layouts) => layouts.EmptyLayout)),
  maintenance: lazyPart(() => plainLayouts().then((layouts) => layouts.MaintenanceLayout)),
  blocked: lazyPart(() => plainLayouts().then((layouts) => layouts.BlockedLayout)),
};

import type { ComponentType } from 'react';
import type { RouteLayout } from '../routes';
import { EmptyLayout } from './EmptyLayout';
import { HeadlessLayout } from './HeadlessLayout';
import type { LayoutProps } from './layout-slots';
import { MainLayout } from './MainLayout';
import { BlockedLayout, MaintenanceLayout } from './ServiceLayout';

/** SR-012, SR-014: the layout each route names (`main` unless it says otherwise). */
export const LAYOUTS: Readonly<Record<RouteLayout, ComponentType<LayoutProps>>> = {
  main: MainLayout,
  headless: HeadlessLayout,
  empty: EmptyLayout,
  maintenance: MaintenanceLayout,
  blocked: BlockedLayout,
};

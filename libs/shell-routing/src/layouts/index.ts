export { MainLayout } from './MainLayout';
export { HeadlessLayout } from './HeadlessLayout';
export { EmptyLayout } from './EmptyLayout';
export { BlockedLayout, MaintenanceLayout } from './ServiceLayout';
export { DEFAULT_MAIN_LAYOUT_PARTS, mainLayoutParts } from './layout-parts';
export { isTestOn, testSpellings } from './test-flags';
export type { LayoutProps, MainLayoutParts, ShellSlots } from './layout-slots';

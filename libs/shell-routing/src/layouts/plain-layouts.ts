// The layouts besides `main`, one chunk (layouts.ts loads it when a page names one).
export { EmptyLayout } from './EmptyLayout';
export { HeadlessLayout } from './HeadlessLayout';
export { BlockedLayout, MaintenanceLayout } from './ServiceLayout';

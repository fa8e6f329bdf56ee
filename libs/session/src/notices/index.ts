export { ConnectedInactivityNotice } from './ConnectedInactivityNotice';
export { InactivityNotice } from './InactivityNotice';
export type { InactivityNoticeProps } from './InactivityNotice';
export { noticesResources } from './notices-resources';
export type { NoticesTextKey } from './notices-resources';

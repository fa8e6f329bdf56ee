export { defineCall, PLATFORM_BASE_PATHS } from './define-call';
export type {
  CallBody,
  CallDefinition,
  CallParams,
  CallQuery,
  CallRequestHeaders,
  CallResponse,
  HttpMethod,
} from './define-call';
export * from './common';
export * from './errors';
export * from './issue-text';
export * from './headers';
export * from './user';
export * from './auth';
export * from './registration';
export * from './captcha';
export * from './config';
export * from './accounts';
export * from './limits';
export * from './blocking';
export * from './social';
export * from './remote-pages';
export * from './games';
export * from './seo';
export * from './analytics';
export * from './line';
export * from './coupon';
export * from './registry';

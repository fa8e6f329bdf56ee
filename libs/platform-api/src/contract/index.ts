export { defineCall, PLATFORM_BASE_PATHS } from './define-call';
export type {
  AnyCallDefinition,
  CallBody,
  CallSchemas,
  CallSchemaSet,
  LazyCallDefinition,
  LoadedCall,
  SchemasOf,
  CallDefinition,
  CallParams,
  CallQuery,
  CallRequestHeaders,
  CallResponse,
  HttpMethod,
} from './define-call';
export * from './common';
export * from './errors';
export * from './errors.schemas';
export * from './issue-text';
export * from './headers';
export * from './headers.schemas';
export * from './user';
export * from './user.schemas';
export * from './auth';
export * from './auth.schemas';
export * from './registration';
export * from './captcha';
export * from './config';
export * from './config.schemas';
export * from './accounts';
export * from './accounts.schemas';
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

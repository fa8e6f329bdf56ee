export { defineCall, PLATFORM_BASE_PATHS } from './define-call';
export type { CallBody, CallDefinition, CallParams, CallQuery, CallResponse, HttpMethod } from './define-call';

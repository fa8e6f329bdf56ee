export { platformApi } from './platform-api';
export * from './contract';
export * from './http';
// The client's error union wins the name over the contract's error-answer type (exported as PlatformErrorSchema).
export type { PlatformError } from './http';

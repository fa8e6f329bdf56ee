export { platformApi } from './platform-api';
export * from './contract';

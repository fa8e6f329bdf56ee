export { platformApi } from './platform-api';

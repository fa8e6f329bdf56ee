// The shell's server-only parts (`server.load` of its feature): a chunk the browser never loads.
export { shellRouteAnswer as routeAnswer } from './route-answer';
export { prepareHome as preparePage } from './prepare-home';

// What the lazily loaded route table answers: the table itself and the resolver that reads it.
export { resolveRoute } from './resolve-route';
export { routeNamed } from './route-table';

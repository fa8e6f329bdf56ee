// The public face of @kickoff/shell-routing: slice, endpoints, selectors, components, texts. Nothing else.
export * from './routes';

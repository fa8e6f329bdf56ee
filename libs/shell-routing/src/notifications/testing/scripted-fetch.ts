import type { ProbeScenario } from './probe-endpoints';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Shaped like fetch's abort failure; a plain Error because jsdom's DOMException is not an Error of Node's realm. */
function abortError() {
  return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

/** The platform's side of the probe call: the network edge, answering by the `scenario` query parameter. */
export const scriptedFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://kickoff.test');
  const scenario = url.searchParams.get('scenario') as ProbeScenario | null;
  switch (scenario) {
    case 'ok':
      return Promise.resolve(json(200, { ok: true }));
    case 'network':
      return Promise.reject(new TypeError('Failed to fetch'));
    case 'server':
      return Promise.resolve(json(500, { error_code: 500, error_message: 'Internal error' }));
    case 'not-found':
      return Promise.resolve(json(404, { error_code: 404, error_message: 'Not found' }));
    case 'invalid-answer':
      return Promise.resolve(json(200, { ok: 'maybe' }));
    case 'browser-abort':
      // The browser gave up on the request (navigation, closed tab) without the app asking.
      return Promise.reject(abortError());
    case 'hang':
    default:
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
  }
};

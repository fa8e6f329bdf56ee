import { http, HttpResponse } from 'msw';
import type { ProbeScenario } from './probe-endpoints';

/** Shaped like fetch's abort failure; a plain Error because jsdom's DOMException is not an Error of Node's realm. */
function abortError() {
  return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

const failed = (status: number, message: string) =>
  HttpResponse.json({ error_code: status, error_message: message }, { status });

/**
 * The platform's side of the probe call, answering by the `scenario` query parameter. A thrown error fails the
 * request as the network would (the in-process platform rejects the fetch with it).
 */
export const probeHandlers = [
  http.get('*/web-api/shell-probe', ({ request }) => {
    const scenario = new URL(request.url).searchParams.get('scenario') as ProbeScenario | null;
    switch (scenario) {
      case 'ok':
        return HttpResponse.json({ ok: true });
      case 'network':
        throw new TypeError('Failed to fetch');
      case 'server':
        return failed(500, 'Internal error');
      case 'not-found':
        return failed(404, 'Not found');
      case 'invalid-answer':
        return HttpResponse.json({ ok: 'maybe' });
      case 'browser-abort':
        // The browser gave up on the request (navigation, closed tab) without the app asking.
        throw abortError();
      case 'hang':
      default:
        return new Promise<never>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(abortError()), { once: true }),
        );
    }
  }),
];

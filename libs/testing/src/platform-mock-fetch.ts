import type { PlatformMock } from '@kickoff/platform-mock';
import { getResponse } from 'msw';

/**
 * A fetch answered by the platform mock's handlers in the page itself (msw `getResponse`): stories run a real
 * store and platform client without a network or a service worker. A call no handler knows is a 404, as from a
 * real server; `refuse` makes chosen requests fail as a network failure would (a story's broken captcha service).
 */
export function platformMockFetch(
  mock: PlatformMock,
  refuse: (request: Request) => boolean = () => false,
): typeof fetch {
  return async (input, init) => {
    // A request given whole is kept as it is: the cookie jar's view of it (cookie-fetch.ts) must reach the handlers.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    if (refuse(request)) throw new TypeError('Failed to fetch');
    const response = await getResponse(mock.handlers, request);
    // `HttpResponse.error()` is a network failure: a real fetch rejects on it, as the network edge (MSW) does.
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return (
      response ??
      new Response(
        JSON.stringify({ error_code: 404, error_message: `no platform handler for ${request.method} ${request.url}` }),
        { status: 404 },
      )
    );
  };
}

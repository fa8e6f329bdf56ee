import { type CallDefinition, FINGERPRINT_HEADER, encodeCredential, platformContract } from '@kickoff/platform-api';
import { getResponse } from 'msw';
import { DEMO_PASSWORD } from '../model/demo-users';
import type { PlatformMock } from '../platform-mock.types';

export const TEST_ORIGIN = 'http://kickoff.test';

export interface SendOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Raw body text, for malformed-request tests. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Bearer token; defaults to the client's own (from its last sign-in) on token calls, `null` sends none. */
  token?: string | null;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, text, Blob, or undefined for 204; `any` so tests reach into answers they then assert on. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function buildRequest(call: CallDefinition, options: SendOptions, token: string | undefined): Request {
  const path = call.path.replace(/:([A-Za-z_]+)\+?/g, (_, name: string) => String(options.params?.[name] ?? ''));
  const url = new URL(`${TEST_ORIGIN}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers({
    'X-Requested-With': 'XMLHttpRequest',
    'X-app-n': 'kickoff-tests',
    ...call.headers,
    ...options.headers,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers.set('Content-Type', 'application/json');
  } else if (options.body !== undefined) {
    if (call.bodyEncoding === 'multipart') {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.body as Record<string, unknown>)) form.set(key, String(value));
      body = form;
    } else {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  return new Request(url, { method: call.method, headers, body });
}

async function readAnswer(response: Response, call: CallDefinition): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (response.ok && call.responseType === 'blob') return response.blob();
  const text = await response.text();
  if (response.ok && call.responseType === 'text') return text;
  return text === '' ? undefined : JSON.parse(text);
}

/** A tiny platform client over `getResponse`: what the HTTP client does, minus its retries, for the mock's own tests. */
export function createTestClient(mock: PlatformMock) {
  let token: string | undefined;
  const client = {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    async send(callName: keyof typeof platformContract, options: SendOptions = {}): Promise<CallResult> {
      const call = platformContract[callName] as CallDefinition;
      const bearer =
        options.token === null ? undefined : (options.token ?? (call.auth === 'token' ? token : undefined));
      const response = await getResponse(mock.handlers, buildRequest(call, options, bearer));
      if (!response) throw new Error(`no handler answered ${callName}`);
      return { status: response.status, headers: response.headers, body: await readAnswer(response, call) };
    },
    async fingerprint(): Promise<string> {
      const answer = await client.send('deviceFingerprint', {
        body: { components: { screen: '1920x1080', tz: 'Europe/Moscow' } },
      });
      return answer.body.token as string;
    },
    /** Fingerprint + login; keeps the token for later token calls. */
    async signIn(login: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}): Promise<CallResult> {
      const fingerprint = await client.fingerprint();
      const answer = await client.send('authLogin', {
        body: { login: encodeCredential(login), password: encodeCredential(password), save: false },
        headers: { [FINGERPRINT_HEADER]: fingerprint, ...headers },
      });
      if (answer.status === 200) token = answer.body.token;
      return answer;
    },
  };
  return client;
}

export type TestClient = ReturnType<typeof createTestClient>;

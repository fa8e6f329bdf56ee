import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/raw-request';
import { startTestEmulator, type TestEmulator } from './testing/start-test-emulator';

/** Sends bytes that no HTTP client library would produce and returns what came back. */
function sendRaw(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('bad input never takes the emulator down', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator({ bodyLimit: 1024 * 1024 });
  });
  afterAll(() => emulator.stop());

  it('lets a malformed JSON body reach the handler, which answers 400', async () => {
    const response = await fetch(`${emulator.url}/bff-api/json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"amount":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error_code: 400, error_message: 'malformed JSON' });
  });

  it('answers 413 to a body over the limit declared by Content-Length', async () => {
    const response = await fetch(`${emulator.url}/web-api/echo`, {
      method: 'POST',
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error_code).toBe(413);
  });

  it('answers 413 to a streamed body once it passes the limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${emulator.url}/web-api/echo`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers 500 JSON when a handler throws, and keeps serving', async () => {
    const response = await fetch(`${emulator.url}/web-api/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error_code: 500, error_message: 'the emulator failed: handler exploded' });
    expect(emulator.errors).toHaveLength(1);
    expect((await fetch(`${emulator.url}/web-api/session`)).status).toBe(200);
  });

  it('answers methods Fetch forbids with 405 and unusual ones through the handlers', async () => {
    expect((await rawRequest(emulator.url, '/web-api/session', 'TRACE')).status).toBe(405);
    const propfind = await rawRequest(emulator.url, '/web-api/session', 'PROPFIND');
    expect(propfind.status).toBe(404);
    expect(JSON.parse(propfind.body)).toMatchObject({ error_code: 404 });
  });

  it('answers 400 to requests Node cannot parse and to targets that are not paths', async () => {
    expect(await sendRaw(emulator.url, 'BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await sendRaw(emulator.url, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await sendRaw(emulator.url, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400/,
    );
    expect(await sendRaw(emulator.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431/,
    );
    expect((await fetch(`${emulator.url}/web-api/session`)).status).toBe(200);
  });

  it('survives a client that hangs up in the middle of a body', async () => {
    const errorsBefore = emulator.errors.length;
    const { hostname, port } = new URL(emulator.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write('POST /web-api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly-part');
        socket.destroy();
        resolve();
      });
    });
    expect((await fetch(`${emulator.url}/web-api/session`)).status).toBe(200);
    // A client hanging up is the client's business, not a server failure worth logging.
    expect(emulator.errors).toHaveLength(errorsBefore);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { startTestEmulator, type TestEmulator } from '../testing/start-test-emulator';

describe('an address the site would not show as asked is a 301 to the one it shows (no soft 404)', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.stop());

  const movedTo = async (path: string, method = 'GET') => {
    const response = await rawRequest(emulator.url, path, method);
    return { status: response.status, location: response.headers['location'], body: response.body };
  };

  it('collapses repeated slashes anywhere in the path with a 301, keeping the query string', async () => {
    expect(await movedTo('//ru/line')).toMatchObject({ status: 301, location: '/ru/line' });
    expect(await movedTo('///ru/line')).toMatchObject({ status: 301, location: '/ru/line' });
    expect(await movedTo('/ru//line///?sport=1&x=a//b')).toMatchObject({ status: 301, location: '/ru/line/?sport=1&x=a//b' });
    expect(await movedTo('//')).toMatchObject({ status: 301, location: '/' });
    expect(await movedTo('//assets//index-B4x9k2.js')).toMatchObject({ status: 301, location: '/assets/index-B4x9k2.js' });
    expect(await movedTo('//ru/line', 'HEAD')).toMatchObject({ status: 301, location: '/ru/line', body: '' });
  });

  it('never answers a Location another host could be read from', async () => {
    for (const path of ['//evil.example/ru/', '///evil.example', '/\\\\evil.example']) {
      const { location } = await movedTo(path);
      if (location !== undefined) expect(String(location), path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('answers /index.html with a 301 to /, keeping the query string', async () => {
    expect(await movedTo('/index.html')).toMatchObject({ status: 301, location: '/' });
    expect(await movedTo('/index.html?lng=en')).toMatchObject({ status: 301, location: '/?lng=en' });
    expect(await movedTo('//index.html')).toMatchObject({ status: 301, location: '/' });
  });

  it('redirects only reads: other methods meet the same answers as before', async () => {
    expect((await movedTo('//ru/line', 'POST')).status).toBe(405);
    expect((await movedTo('/index.html', 'DELETE')).status).toBe(405);
  });

  it('leaves a single-slash address alone', async () => {
    expect((await movedTo('/ru/line')).status).toBe(200);
    expect((await movedTo('/assets/index-B4x9k2.js')).status).toBe(200);
  });
});

import { expect, test } from '@playwright/test';

test('the built site answers /favicon.ico with a 200 ICO and /favicon.svg with a 200 SVG, each with its content type', async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  // ICONDIR: reserved 0, type 1 (icon), then how many images.
  const header = await ico.body();
  expect([...header.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(header.readUInt16LE(4)).toBeGreaterThan(0);

  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(await svg.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
});

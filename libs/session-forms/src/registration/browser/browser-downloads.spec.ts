import { createManualTimers } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { browserDownloads, type DownloadHost } from './browser-downloads';

function host() {
  const timers = createManualTimers();
  const created: Blob[] = [];
  const revoked: string[] = [];
  const clicks: { href: string; download: string }[] = [];
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target as HTMLAnchorElement;
      clicks.push({ href: link.getAttribute('href') ?? '', download: link.download });
      // jsdom cannot navigate: the browser would start the download here.
      event.preventDefault();
    },
    { once: true, capture: true },
  );
  const downloadHost: DownloadHost = {
    document,
    timers,
    createObjectURL: (blob) => {
      created.push(blob);
      return `blob:kickoff/${created.length}`;
    },
    revokeObjectURL: (url) => void revoked.push(url),
  };
  return { downloadHost, timers, created, revoked, clicks };
}

describe('browserDownloads', () => {
  it('[SES-044] a text file is a Blob behind an object URL on a clicked a[download], released afterwards', async () => {
    const h = host();
    await browserDownloads(h.downloadHost).downloadText('login-details.txt', 'Login: 1\r\nPassword: 2');
    expect(h.clicks).toEqual([{ href: 'blob:kickoff/1', download: 'login-details.txt' }]);
    expect(h.created[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await h.created[0]?.text()).toBe('Login: 1\r\nPassword: 2');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(h.revoked).toEqual([]);
    h.timers.advance(0);
    expect(h.revoked).toEqual(['blob:kickoff/1']);
  });

  it('[SES-044] a picture needs a canvas: without one (jsdom) it fails cleanly, nothing is downloaded', async () => {
    const h = host();
    const card = { heading: 'Your login details', lines: ['Login: 1'], fileBaseName: 'x' };
    await expect(browserDownloads(h.downloadHost).downloadImage('x.png', card)).rejects.toThrow();
    expect(h.created).toEqual([]);
  });
});

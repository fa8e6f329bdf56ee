import type { Timers } from '@kickoff/runtime';
import type { CredentialsCard } from '../domain/credentials-card';
import type { CredentialsDownloads } from '../state/registration-deps';

/** The few browser pieces a download needs; tests and stories pass their own. */
export interface DownloadHost {
  document: Document;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  timers: Timers;
}

const CARD_WIDTH = 480;
const PADDING = 32;
const LINE_HEIGHT = 36;

/** Saves a blob the way a "download" link does: an object URL on an `a[download]`, clicked, then let go. */
export function downloadBlob(host: DownloadHost, fileName: string, blob: Blob): void {
  const url = host.createObjectURL(blob);
  try {
    const link = host.document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    host.document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the browser holds the blob for the download it started.
    host.timers.setTimeout(() => host.revokeObjectURL(url), 0);
  }
}

/** A PNG of the card drawn on a canvas: heading, then one line per credential. */
export function drawCredentialsCard(document: Document, card: CredentialsCard): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = PADDING * 2 + LINE_HEIGHT * (card.lines.length + 1.5);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.textBaseline = 'top';
  context.font = 'bold 22px sans-serif';
  context.fillText(card.heading, PADDING, PADDING, CARD_WIDTH - PADDING * 2);
  context.font = '20px monospace';
  card.lines.forEach((line, index) =>
    context.fillText(line, PADDING, PADDING + LINE_HEIGHT * (index + 1.5), CARD_WIDTH - PADDING * 2),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no PNG'))), 'image/png'),
  );
}

/** SES-044's file and picture savings in a browser, through the page's document (the forms' feature builds the host when a player asks). */
export function browserDownloads(host: DownloadHost): CredentialsDownloads {
  return {
    downloadText: (fileName, text) =>
      downloadBlob(host, fileName, new Blob([text], { type: 'text/plain;charset=utf-8' })),
    downloadImage: async (fileName, card) =>
      downloadBlob(host, fileName, await drawCredentialsCard(host.document, card)),
  };
}

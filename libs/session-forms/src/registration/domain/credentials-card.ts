/** What a saved file or picture says: a heading and one line per credential, already in the player's language. */
export interface CredentialsCard {
  heading: string;
  lines: readonly string[];
  /** Without extension: `.txt` or `.png` is added by the kind of saving. */
  fileBaseName: string;
}

/** The text file's content: the heading, a blank line, the lines; Windows Notepad reads `\r\n` as well. */
export function credentialsText(card: CredentialsCard): string {
  return [card.heading, '', ...card.lines, ''].join('\r\n');
}

/** A name every file system accepts: no path separators, quotes or control characters, never empty. */
export function credentialsFileName(card: CredentialsCard, extension: 'txt' | 'png'): string {
  // eslint-disable-next-line no-control-regex
  const safe = card.fileBaseName.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '-').trim();
  return `${safe || 'credentials'}.${extension}`;
}

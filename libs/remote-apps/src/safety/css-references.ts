/**
 * What a piece of CSS could fetch. Read token by token the way a browser tokenises (comments, strings, escapes,
 * url tokens), because `u\72l(…)`, `url( "…" )` and `/* " *\/` all hide a reference from a plain search.
 * The input is the browser's own serialisation of a parsed rule (see remote-css.ts), so it is well formed.
 */
export interface CssReferences {
  /** Arguments of url() and src(), and, where values stay unparsed, every string (it may reach image-set()). */
  urls: string[];
  /** `@import` met: a constructed stylesheet drops those rules, this lets the caller say so. */
  hasImport: boolean;
}

const URL_FUNCTIONS = new Set(['url', 'src']);
const HEX = /[0-9a-f]/i;
const WHITESPACE = /[ \t\n\r\f]/;
const NAME_CHAR = /[\w\-\u0080-\uffff]/;

class Reader {
  at = 0;
  constructor(readonly text: string) {}
  peek(): string {
    return this.text[this.at] ?? '';
  }
  isEscape(offset = 0): boolean {
    return (
      this.text[this.at + offset] === '\\' &&
      this.text[this.at + offset + 1] !== '\n' &&
      this.at + offset + 1 < this.text.length
    );
  }
  /** After the backslash: up to six hex digits and one whitespace, or the character itself. */
  escape(): string {
    this.at += 1;
    let hex = '';
    while (hex.length < 6 && HEX.test(this.peek())) hex += this.text[this.at++];
    if (hex === '') return this.text[this.at++] ?? '';
    if (WHITESPACE.test(this.peek())) this.at += 1;
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
  }
  name(): string {
    let name = '';
    for (;;) {
      if (NAME_CHAR.test(this.peek())) name += this.text[this.at++];
      else if (this.isEscape()) name += this.escape();
      else return name;
    }
  }
  string(quote: string): string {
    let value = '';
    this.at += 1;
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === quote) {
        this.at += 1;
        break;
      }
      if (char === '\n') break;
      if (char === '\\' && this.text[this.at + 1] === '\n') this.at += 2;
      else if (char === '\\') value += this.escape();
      else value += this.text[this.at++];
    }
    return value;
  }
  /** An unquoted url(…) token, up to its `)`; a malformed one is read to the same place and reported all the same. */
  unquotedUrl(): string {
    let value = '';
    while (this.at < this.text.length && this.peek() !== ')')
      value += this.isEscape() ? this.escape() : this.text[this.at++];
    this.at += 1;
    return value.trim();
  }
  skipWhitespace(): void {
    while (WHITESPACE.test(this.peek())) this.at += 1;
  }
}

export function cssReferences(css: string): CssReferences {
  const reader = new Reader(css);
  const urls: string[] = [];
  const strings: string[] = [];
  let hasImport = false;
  // Custom properties and values with var() are kept as raw tokens until used: any string there may become a URL.
  let unparsed = false;
  let stringIsUrl = false;
  while (reader.at < css.length) {
    const char = reader.peek();
    if (char === '/' && css[reader.at + 1] === '*') {
      const end = css.indexOf('*/', reader.at + 2);
      reader.at = end < 0 ? css.length : end + 2;
    } else if (char === '"' || char === "'") {
      (stringIsUrl ? urls : strings).push(reader.string(char));
      stringIsUrl = false;
    } else if (char === '@') {
      reader.at += 1;
      if (reader.name().toLowerCase() === 'import') hasImport = true;
    } else if (NAME_CHAR.test(char) || reader.isEscape()) {
      const name = reader.name();
      if (name.startsWith('--')) unparsed = true;
      if (reader.peek() !== '(') continue;
      reader.at += 1;
      const fn = name.toLowerCase();
      if (fn === 'var') unparsed = true;
      if (!URL_FUNCTIONS.has(fn)) continue;
      reader.skipWhitespace();
      if (reader.peek() === '"' || reader.peek() === "'") stringIsUrl = true;
      else if (fn === 'url') urls.push(reader.unquotedUrl());
    } else {
      if (!WHITESPACE.test(char)) stringIsUrl = false;
      reader.at += 1;
    }
  }
  return { urls: unparsed ? [...urls, ...strings] : urls, hasImport };
}

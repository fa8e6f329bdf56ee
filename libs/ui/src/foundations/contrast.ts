/** An sRGB colour as 0–255 channels. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** `#rgb`, `#rrggbb` or an opaque `rgb()`: the colours theme.css writes for text and the surfaces under it. */
export function parseColour(text: string): Rgb {
  const [, short, long] = /^#(?:([0-9a-f]{3})|([0-9a-f]{6}))$/i.exec(text.trim()) ?? [];
  const digits = short ? [...short].map((digit) => digit + digit).join('') : long;
  if (digits) {
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*1(?:\.0+)?\s*)?\)$/i.exec(text.trim());
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]) };
  throw new Error(`not an opaque colour: ${text}`);
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(parseColour(a)), luminance(parseColour(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

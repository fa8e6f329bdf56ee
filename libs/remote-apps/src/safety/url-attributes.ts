/** Attributes whose value is a URL the browser fetches, follows or submits to. */
const SINGLE_URL = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'cite',
  'longdesc',
  'codebase',
  'manifest',
  'lowsrc',
  'dynsrc',
  'icon',
]);

/** Attributes holding several URLs, whitespace apart (`srcset` adds descriptors and commas). */
const URL_LIST = new Set(['srcset', 'imagesrcset', 'ping', 'archive']);

/** `1x`, `480w`, `1.5x`: what follows a URL in a srcset candidate. */
const DESCRIPTOR = /^[\d.e+-]+[whx]$/i;

/** The URLs an attribute carries; an empty list for attributes that carry none. */
export function urlsOf(attribute: string, value: string): string[] {
  if (SINGLE_URL.has(attribute)) return value.trim() === '' ? [] : [value.trim()];
  if (!URL_LIST.has(attribute)) return [];
  // Every token is taken as a URL unless it is a descriptor: a URL holding a comma must not split into two
  // harmless-looking halves.
  return value
    .split(/[ \t\n\r\f]+/)
    .map((token) => token.replace(/^,+|,+$/g, ''))
    .filter((token) => token !== '' && !DESCRIPTOR.test(token));
}

export const carriesUrls = (attribute: string) => SINGLE_URL.has(attribute) || URL_LIST.has(attribute);
export const carriesUrlList = (attribute: string) => URL_LIST.has(attribute);

/**
 * Remote HTML is parsed in an inert <template> (no script runs, nothing loads) and cleaned there; the caller
 * inserts the returned nodes as they are. Serialising back to a string and parsing again would open the door
 * to mutation XSS, so no string ever leaves this function.
 */
export interface SanitisedHtml {
  fragment: DocumentFragment;
  /** What was taken out, for the log (`<script>`, `onclick on <img>` …). */
  removed: string[];
}

/**
 * Elements that run code, load documents or change how the page's URLs and refreshes work. Scripts come only
 * from `scriptsToLoad`, checked against the allowed origins.
 */
const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal', 'noscript']);

/** Schemes that execute when followed or loaded; checked after removing what browsers ignore inside a URL. */
const EXECUTABLE_URL = /^(?:javascript|vbscript|data:text\/html|data:image\/svg\+xml|data:application\/xhtml)/i;
// Browsers drop ASCII whitespace and control characters anywhere in a URL's scheme (`java\tscript:` works).
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

function isExecutableUrl(value: string): boolean {
  const compact = value.replace(IGNORED_IN_URL, '');
  return EXECUTABLE_URL.test(compact) || compact.split(',').some((part) => EXECUTABLE_URL.test(part));
}

export interface SanitiseOptions {
  /** `<link href>` (stylesheets, preloads) must come from an allowed origin, like `cssToLoad`. */
  isAllowedUrl?: (url: string) => boolean;
}

function cleanElement(element: Element, removed: string[], options: SanitiseOptions): void {
  const tag = element.localName;
  if (FORBIDDEN_ELEMENTS.has(tag)) {
    removed.push(`<${tag}>`);
    element.remove();
    return;
  }
  if (tag === 'meta' && element.hasAttribute('http-equiv')) {
    removed.push('<meta http-equiv>');
    element.remove();
    return;
  }
  const href = element.getAttribute('href');
  if (tag === 'link' && href !== null && options.isAllowedUrl && !options.isAllowedUrl(href)) {
    removed.push(`<link> from ${href}`);
    element.remove();
    return;
  }
  for (const { name, value } of [...element.attributes]) {
    const lower = name.toLowerCase();
    // Any attribute holding an executable URL goes, not only href/src: SVG <animate to="javascript:…"> or
    // <set> write it into href later, and a srcset hides one after a comma.
    const dangerous = lower.startsWith('on') || lower === 'srcdoc' || isExecutableUrl(value);
    if (dangerous) {
      removed.push(`${lower} on <${tag}>`);
      element.removeAttribute(name);
    }
  }
  // A nested template's content is a separate fragment that querySelectorAll does not enter.
  if (tag === 'template') cleanTree((element as HTMLTemplateElement).content, removed, options);
}

function cleanTree(root: DocumentFragment, removed: string[], options: SanitiseOptions) {
  for (const element of [...root.querySelectorAll('*')]) {
    // An element inside one already removed is gone with it.
    if (root.contains(element)) cleanElement(element, removed, options);
  }
}

export function sanitiseHtml(html: string, doc: Document = document, options: SanitiseOptions = {}): SanitisedHtml {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const removed: string[] = [];
  cleanTree(template.content, removed, options);
  return { fragment: template.content, removed };
}

// The page head's machinery as its own entry (`@kickoff/store/head`): the server's render and the browser's first
// navigation load it; the browser's first load never does (the server wrote the first page's head).
export { applyHead, HEAD_MARK, HEAD_STYLE, headElements, headHtml, mergeHead, siteHead } from './contributions/head';

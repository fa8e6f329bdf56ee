/** How long a modal that may close stays open by itself, when its owner opts in (doc 000 §9, SR-102). */
export const MODAL_AUTO_CLOSE_MS = 10_000;

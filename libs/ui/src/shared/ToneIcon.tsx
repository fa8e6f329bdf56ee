import type { Tone } from './tone';

// No × for errors: beside a close button it would read as a second one.
const GLYPH: Record<Tone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** A decorative mark, hidden from assistive tech: the message text itself must say what happened. */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {GLYPH[tone]}
    </span>
  );
}

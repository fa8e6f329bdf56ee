import type { Logger } from '@kickoff/runtime';

export interface RecordingLogger extends Logger {
  /** Warnings and errors, in order (information lines are not kept). */
  readonly lines: { level: 'warn' | 'error'; message: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: () => undefined,
    warn: (message) => void lines.push({ level: 'warn', message }),
    error: (message) => void lines.push({ level: 'error', message }),
  };
}

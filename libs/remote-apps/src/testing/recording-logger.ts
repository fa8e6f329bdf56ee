import type { RemoteAppsLogger } from '../logger';

export interface RecordingLogger extends RemoteAppsLogger {
  readonly lines: { level: 'warn' | 'error'; message: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    warn: (message) => void lines.push({ level: 'warn', message }),
    error: (message) => void lines.push({ level: 'error', message }),
  };
}

/** Where libs report what went wrong without throwing at the player. */
export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

/** A logger that keeps what it was told, for tests to read. */
export function recordingLogger(): Logger & { entries: { level: keyof Logger; message: string; detail?: unknown }[] } {
  const entries: { level: keyof Logger; message: string; detail?: unknown }[] = [];
  return {
    entries,
    info: (message, detail) => void entries.push({ level: 'info', message, detail }),
    warn: (message, detail) => void entries.push({ level: 'warn', message, detail }),
    error: (message, detail) => void entries.push({ level: 'error', message, detail }),
  };
}

/** Where refusals and remote failures are reported; apps/web passes its logger, tests a recording one. */
export interface RemoteAppsLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** Where refusals and remote failures are reported; the site's logger (ctx.adapters.logger), tests a recording one. */
export interface RemoteAppsLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

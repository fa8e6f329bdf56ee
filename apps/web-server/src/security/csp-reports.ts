import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../http/send';

/** Where browsers post violations (the policy's `report-uri`). */
export const CSP_REPORT_PATH = '/__csp-report';

/** A report is a few hundred bytes; anything much larger is not one. */
const BODY_LIMIT = 64 * 1024;
/** A page in a loop can report thousands of times: at most this many lines a minute reach the log. */
const LOGGED_PER_MINUTE = 100;

export interface ViolationLog {
  warn(message: string, detail?: unknown): void;
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The fields worth a log line, from either format (`csp-report` of report-uri, the Reporting API's list). */
function violations(body: unknown): unknown[] {
  const list = Array.isArray(body)
    ? body.map((report: { body?: unknown }) => report?.body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']];
  return list.filter((entry) => entry !== undefined && entry !== null);
}

/** Logs the violations browsers report (bounded), answers 204; never fails the page that reported. */
export function createCspReportHandler(log: ViolationLog, now: () => number = Date.now) {
  let windowStart = 0;
  let logged = 0;
  return async function handleCspReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      send(res, 405, '', { allow: 'POST' });
      return;
    }
    const text = await readBody(req);
    if (text === null) {
      send(res, 413, '', { connection: 'close' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      send(res, 400, '');
      return;
    }
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      logged = 0;
    }
    for (const violation of violations(parsed)) {
      if (logged >= LOGGED_PER_MINUTE) break;
      logged += 1;
      log.warn('[csp] violation reported', violation);
    }
    send(res, 204, '');
  };
}

import type { CallDefinition } from '@kickoff/platform-api';

export type RawBody = { ok: true; value: unknown } | { ok: false; text: string };

function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of entries) fields[key] = value;
  return fields;
}

/** The body as the call encodes it; malformed JSON is reported, never thrown. */
export async function readBody(request: Request, call: CallDefinition): Promise<RawBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { ok: true, value: undefined };
  const encoding = call.bodyEncoding ?? 'json';
  if (encoding === 'multipart') {
    try {
      return { ok: true, value: fieldsOf(await request.clone().formData()) };
    } catch {
      return { ok: false, text: await request.text() };
    }
  }
  const text = await request.text();
  if (encoding === 'form') return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries(request.headers);
}

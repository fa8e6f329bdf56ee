/** A 400 the platform answers `{ error_code, error_message }`; `field` names the form field at fault, when one is. */
export type Refusal = { ok: false; error_code: number; error_message: string; field?: string };

export function refuse(error_code: number, error_message: string, field?: string): Refusal {
  return { ok: false, error_code, error_message, ...(field ? { field } : {}) };
}

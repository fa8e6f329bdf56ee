import type { KeyValueStorage } from '@kickoff/runtime';
import { PAYMENT_CONSULTANT_QUERY, PAYMENT_CONSULTANT_STORAGE_KEY } from './startup-timing';

/** SES-061: true only when the query carries `payment_consultant` exactly equal to `1`. */
export function isPaymentConsultantQuery(search: string): boolean {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return false;
  }
  return query.get(PAYMENT_CONSULTANT_QUERY) === '1';
}

/** What later code reads: the visitor arrived with `payment_consultant=1` on this device. */
export function isPaymentConsultant(storage: KeyValueStorage): boolean {
  return storage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY) === '1';
}

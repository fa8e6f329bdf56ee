import type { RecordedRequest } from '../platform-mock.types';

export interface RequestLog {
  record(request: RecordedRequest): void;
  /** Requests seen for one call (by contract name), or all of them, oldest first. */
  requests(callName?: string): RecordedRequest[];
  clear(): void;
}

export function createRequestLog(): RequestLog {
  const entries: RecordedRequest[] = [];
  return {
    record: (request) => void entries.push(request),
    requests: (callName) =>
      callName === undefined ? [...entries] : entries.filter((entry) => entry.call === callName),
    clear: () => void entries.splice(0, entries.length),
  };
}

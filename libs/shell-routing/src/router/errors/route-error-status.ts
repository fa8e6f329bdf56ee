import { isRouteErrorResponse } from 'react-router-dom';

const isErrorStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

/**
 * SR-008, SR-009: the status a route error shows: a route error response's own status, or the `status` an
 * error carries (a platform error, a thrown Response) when it is an HTTP error code; 500 otherwise.
 */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return isErrorStatus(error.status) ? error.status : 500;
  if (typeof error === 'object' && error !== null && 'status' in error && isErrorStatus(error.status))
    return error.status;
  return 500;
}

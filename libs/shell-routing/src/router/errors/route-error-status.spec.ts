import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeErrorStatus } from './route-error-status';

describe('route error status', () => {
  it('[SR-008] a route error response or an error carrying an HTTP status shows that status', () => {
    expect(routeErrorStatus(new ErrorResponse(403, 'Forbidden', null))).toBe(403);
    expect(routeErrorStatus(new ErrorResponse(404, 'Not Found', null))).toBe(404);
    expect(routeErrorStatus({ kind: 'http', status: 503 })).toBe(503);
  });

  it('[SR-009] an error without a usable status code shows 500', () => {
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus('boom')).toBe(500);
    expect(routeErrorStatus(undefined)).toBe(500);
    expect(routeErrorStatus({ status: 'NETWORK_ERROR' })).toBe(500);
    expect(routeErrorStatus({ status: 200 })).toBe(500);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Throwing(): never {
  throw new Error('remote render failed');
}

describe('RemoteErrorBoundary', () => {
  it('keeps a remote slot that throws from taking the host down, and reports the error once', () => {
    const onError = vi.fn();
    // React reports caught render errors on the console; the assertion below is what matters.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <header>Host header</header>
        <RemoteErrorBoundary onError={onError} fallback={<p>Fallback</p>}>
          <Throwing />
        </RemoteErrorBoundary>
      </div>,
    );
    quiet.mockRestore();
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'remote render failed' });
  });
});

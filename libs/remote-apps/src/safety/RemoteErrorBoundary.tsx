import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Told once per failure, so the page's state can record it. */
  onError(error: unknown): void;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Whatever the remote slot throws while rendering or applying the page stays inside the slot: the host
 * around it keeps running and shows the fallback.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

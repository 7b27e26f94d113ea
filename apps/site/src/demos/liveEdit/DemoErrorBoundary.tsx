import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface DemoErrorBoundaryProps {
  /** Called with what the demo threw while rendering. */
  onError(error: unknown): void;
  /** Render the children again when this changes (a new or rolled-back component). */
  resetKey: unknown;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Keeps an edited demo's render errors inside the demo: it renders nothing in its place and
 * reports the error (the caller shows it and rolls back), until `resetKey` changes.
 */
export class DemoErrorBoundary extends Component<DemoErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: DemoErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

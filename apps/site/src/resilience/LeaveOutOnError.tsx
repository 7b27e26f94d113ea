import { Component, type ReactNode } from 'react';

/** A part the page works without: if it fails (its chunk did not load, say), it is left out. */
export class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

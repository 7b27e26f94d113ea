'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AdErrorBoundaryProps {
  /** The current event label; a missing one is reported as the text "null". */
  label: string | null;
  onCrash: (label: string) => void;
  children?: ReactNode;
}

interface AdErrorBoundaryState {
  crashed: boolean;
}

/** A broken ad must never break the page: it renders nothing and reports a crash event. */
export class AdErrorBoundary extends Component<AdErrorBoundaryProps, AdErrorBoundaryState> {
  override state: AdErrorBoundaryState = { crashed: false };

  static getDerivedStateFromError(): AdErrorBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    this.props.onCrash(String(this.props.label));
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

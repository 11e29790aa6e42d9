import { Component, type ReactNode } from 'react';

import { ServiceFallback } from 'shared-contracts/ui/ServiceFallback';

interface Props {
  area: string;
  children: ReactNode;
}

/** The innermost failure layer: a page that throws while rendering leaves the rest of the site standing. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}] render failed`, error);
  }

  override render() {
    return this.state.failed ? (
      <ServiceFallback area={this.props.area} onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/features/errors/error-page';

interface PageErrorBoundaryState {
  failed: boolean;
  detail?: string;
}

/** Outside the router (the sign-in page alone, the app's own chunk) a failure shows the routes' error page too. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failed: true, detail: error instanceof Error ? error.message : undefined };
  }

  override render() {
    return this.state.failed ? <ErrorPage detail={this.state.detail} /> : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type AppError, toAppError } from '../../state/appError';
import { useAppActions, useAppState } from '../../state/appState';

type InnerProps = { onError: (error: AppError) => void; currentError: AppError | null; children: ReactNode };
type InnerState = { failed: boolean };

class Boundary extends Component<InnerProps, InnerState> {
  override state: InnerState = { failed: false };

  static getDerivedStateFromError(): InnerState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
    this.props.onError(toAppError(error));
  }

  override componentDidUpdate(previous: InnerProps) {
    // When the error screen is closed (the global error cleared), try the content again.
    if (this.state.failed && previous.currentError && !this.props.currentError)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Catches render errors in layouts and raises the application error screen (the global error). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { setError } = useAppActions();
  const { error } = useAppState();
  return (
    <Boundary onError={setError} currentError={error}>
      {children}
    </Boundary>
  );
}

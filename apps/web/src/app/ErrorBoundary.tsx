import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';

interface State {
  failed: boolean;
}

/** A render crash shows 'something went wrong' (shell spec §2.4) instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={MESSAGES.renderCrash}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This part of the screen could not be shown. Try again; if it keeps happening, please contact support.
          </Text>
          <Button size="xs" variant="default" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
}

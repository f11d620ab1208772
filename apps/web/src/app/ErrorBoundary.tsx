import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { LoadError, retryFailedLoads } from '../ui/lazy-component.tsx';

interface State {
  failed: boolean;
  loadFailed: boolean;
}

/**
 * A render crash shows 'something went wrong' (shell spec §2.4) instead of a blank page. A screen whose code or styles
 * could not be loaded (`LoadError`: no connection, the 120 s load timeout, or files replaced by a newer version of the
 * portal) says so and offers to load it again or to reload the portal.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, loadFailed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, loadFailed: error instanceof LoadError };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      retryFailedLoads();
      this.setState({ failed: false, loadFailed: false });
    };
    if (this.state.loadFailed) {
      return (
        <Alert color="red" role="alert" title={MESSAGES.screenLoadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Check the connection and try again. If the portal has just been updated, reload it to get the new version.
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={retry}>
                Try again
              </Button>
              <Button size="xs" variant="default" onClick={() => window.location.reload()}>
                Reload the portal
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    }
    return (
      <Alert color="red" role="alert" title={MESSAGES.renderCrash}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This part of the screen could not be shown. Try again; if it keeps happening, please contact support.
          </Text>
          <Button size="xs" variant="default" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
}

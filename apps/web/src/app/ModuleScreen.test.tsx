import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { lazyComponent } from '../ui/lazy-component.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ModuleScreen, NOT_BUILT_MESSAGE, NO_ACCESS_MESSAGE } from './ModuleScreen.tsx';
import { SessionContext, type Session } from './session/session-context.ts';

const user: CurrentUserDto = {
  userId: 7,
  username: 'network.viewer',
  name: 'Victor Viewer',
  email: 'viewer@portal.example',
  employers: [],
  modules: [191, 59],
  permissions: { '191': ['read'], '59': ['read'] },
  groups: ['Provider Data Viewers'],
  talkdeskEnabled: false,
  crmFeatureFlags: [],
  isAdmin: false,
};
const session: Session = { user, flags: {}, signOut: vi.fn(async () => undefined), accessToken: () => null };

function withSession(ui: React.ReactElement) {
  return renderWithProviders(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>);
}

describe('module routes', () => {
  it('refuses a module the user does not hold', () => {
    withSession(
      <ModuleScreen entry={{ id: 36, key: 'audit', label: 'Audit History', routes: ['/audit'], built: true }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCESS_MESSAGE);
    expect(NO_ACCESS_MESSAGE).toBe('You do not have access to this module.');
  });

  it('says plainly when a granted module is not built yet', () => {
    withSession(
      <ModuleScreen entry={{ id: 59, key: 'messages', label: 'Messages', routes: ['/messages'], built: false }} />,
    );
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText(NOT_BUILT_MESSAGE)).toBeInTheDocument();
  });
});

describe('render crash', () => {
  it("shows 'something went wrong' instead of a blank page", () => {
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.renderCrash);
  });
});

describe('a screen whose code could not be loaded', () => {
  it('says so, and "Try again" loads the code afresh instead of repeating the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Loaded = () => <p>Screen loaded</p>;
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Loaded;
    });
    const Screen = lazyComponent(load);
    renderWithProviders(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.screenLoadFailed);
    expect(screen.getByRole('button', { name: 'Reload the portal' })).toBeInTheDocument();
    const failedLoads = load.mock.calls.length;
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Screen loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});

import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../../app/session/session-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EnrollmentUploadScreen } from './EnrollmentUploadScreen.tsx';

function renderAs(actions: string[]) {
  const user = {
    isAdmin: false,
    username: 'enroll.viewer',
    name: 'Vera Reader',
    email: 'enroll.viewer@portal.example',
    modules: [164],
    permissions: { '164': actions },
  } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <EnrollmentUploadScreen />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('Enrollment Upload', () => {
  it('offers a viewer no upload, and says why', () => {
    renderAs(['read', 'export']);
    expect(screen.getByText('Read-only: uploading applications needs an enrollment processor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('offers a processor the upload', () => {
    renderAs(['read', 'write', 'export']);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.queryByText(/Read-only/)).not.toBeInTheDocument();
  });
});

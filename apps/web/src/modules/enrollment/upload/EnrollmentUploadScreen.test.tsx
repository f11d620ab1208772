import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Action } from '@portal/contracts/platform/modules';
import { renderSignedIn } from '../../../test/render.tsx';
import { EnrollmentUploadScreen } from './EnrollmentUploadScreen.tsx';

function renderAs(actions: Action[]) {
  renderSignedIn(<EnrollmentUploadScreen />, { username: 'enroll.viewer', grants: { 164: actions } });
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

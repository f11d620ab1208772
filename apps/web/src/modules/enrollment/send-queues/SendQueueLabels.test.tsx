import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENROLLMENT_STATUS_LABELS } from '@portal/contracts/enrollment/enrollment-codes';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { renderSignedIn, type TestUser } from '../../../test/render.tsx';
import { EnrollmentSubmissionScreen } from './EnrollmentSubmissionScreen.tsx';
import { InvalidMemberPortalScreen } from './InvalidMemberPortalScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const viewer: TestUser = {
  grants: { [MODULE_IDS.enrollmentSubmission]: ['read'], [MODULE_IDS.invalidMemberPortal]: ['read'] },
};

function noItems() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], total: 0 }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('the enrollment send queues name their lists by the statuses of the work list tiles', () => {
  it('Enrollment Submission: In Progress and Completed', async () => {
    noItems();
    renderSignedIn(<EnrollmentSubmissionScreen />, viewer);
    expect(await screen.findByRole('radio', { name: ENROLLMENT_STATUS_LABELS.InProgress })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ENROLLMENT_STATUS_LABELS.Completed })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'In progress' })).not.toBeInTheDocument();
  });

  it('Invalid Member Portal: In Progress and Invalid Member', async () => {
    noItems();
    renderSignedIn(<InvalidMemberPortalScreen />, viewer);
    expect(await screen.findByRole('radio', { name: 'In Progress' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Invalid Member' })).toBeInTheDocument();
  });
});

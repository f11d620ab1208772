import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_FOR_SUBMISSION } from '@portal/contracts/enrollment/enrollment-form';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { EnrollmentDetailView } from '../EnrollmentDetailView.tsx';

afterEach(() => vi.unstubAllGlobals());

const escape = (text: string) => text.replace(/[()]/g, '\\$&');

describe('Enrollment form required fields', () => {
  it('marks required, under the label its message names, every field submission needs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const body = new URL(input, 'http://portal.test').pathname.endsWith('/GetMemberEnrollmentDetailsById')
          ? workItemDetail(1)
          : { items: [], total: 0 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const router = createMemoryRouter([
      { path: '/', element: <EnrollmentDetailView id={240} onBack={() => undefined} /> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByText(/CMS Eligibility/);
    for (const { label } of REQUIRED_FOR_SUBMISSION) {
      const [input] = screen.getAllByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
      const shown = document.querySelector(`label[for="${input?.id ?? ''}"]`)?.textContent ?? '';
      expect(shown, label).toMatch(new RegExp(`^${escape(label)}\\s*\\*$`));
    }
  });

  it('words every required message the same way, as a sentence ending in a full stop', () => {
    for (const { label } of REQUIRED_FOR_SUBMISSION)
      expect(M.requiredForSubmission(label)).toBe(`${label} is required before the enrollment can be submitted.`);
    const required = [
      M.sepReasonRequired,
      M.statusRequired,
      M.medicaidIdRequired,
      M.overrideReasonRequired,
      M.overrideRequired,
      M.resetReasonRequired,
      M.nothingToReassign,
      M.assigneeRequired,
      M.pcpRequired,
      M.fileRequired,
    ];
    for (const message of required) expect(message).toMatch(/^Please (enter|select|choose) [^.]+\.$/);
    // The spec's message, word for word (enrollment spec §5).
    expect(M.primaryPoaRequired).toBe('Please select at least one Primary POA');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_FOR_SUBMISSION } from '@portal/contracts/enrollment/enrollment-form';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { renderWorkItemForm } from './work-item-form.test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const escape = (text: string) => text.replace(/[()]/g, '\\$&');

describe('Enrollment form required fields', () => {
  it('marks required, under the label its message names, every field submission needs', async () => {
    await renderWorkItemForm(workItemDetail(1));
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

import { describe, expect, it } from 'vitest';
import { emptyEnrollmentForm, missingForSubmission, poaSchema, REQUIRED_FOR_SUBMISSION } from './enrollment-form.ts';
import { ENROLLMENT_FORM_LABELS, POA_LABELS } from './enrollment-form-labels.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';

describe('the enrollment form labels, written once', () => {
  it('labels every field of the form, and nothing the form does not have', () => {
    expect(Object.keys(ENROLLMENT_FORM_LABELS).sort()).toEqual(Object.keys(emptyEnrollmentForm()).sort());
    expect(Object.keys(POA_LABELS).sort()).toEqual(Object.keys(poaSchema.parse({})).sort());
    for (const label of [...Object.values(ENROLLMENT_FORM_LABELS), ...Object.values(POA_LABELS)])
      expect(label.trim()).not.toBe('');
  });

  it('names each field submission needs by its label from the map, in the message too', () => {
    expect(REQUIRED_FOR_SUBMISSION.length).toBeGreaterThan(0);
    for (const { field, label } of REQUIRED_FOR_SUBMISSION) {
      expect(label, field).toBe(ENROLLMENT_FORM_LABELS[field]);
      expect(missingForSubmission(emptyEnrollmentForm(), [field])).toBe(M.requiredForSubmission(label));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { requestApprovalSchema, resetStatusSchema } from './enrollment-detail.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('work item dialogs', () => {
  it('asks for the override in our words when none is chosen, not with the schema’s list of codes', () => {
    const result = requestApprovalSchema.safeParse({ id: 1, version: 1, overrideKind: undefined, reason: 'x' });
    expect(messages(result)).toEqual([M.overrideRequired]);
  });

  it('asks for the reason of a reset as a reset, not as an override', () => {
    const result = resetStatusSchema.safeParse({ id: 1, version: 1, reason: '  ' });
    expect(messages(result)).toEqual([M.resetReasonRequired]);
  });
});

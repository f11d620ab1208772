import { describe, expect, it } from 'vitest';
import type { MemberTag } from '@portal/contracts/patient-360/member-profile';
import { tagSummary } from './TagsPanel.tsx';

const memberTag = (details: Extract<MemberTag, { kind: 'Member' }>['details']): MemberTag => ({
  id: 1,
  kind: 'Member',
  tag: 'Frequent Caller',
  createdAt: '2026-11-02T15:07:19.000Z',
  details,
});

describe("a member tag's line", () => {
  it("names who added it by the person's name, and by the username when no user has it", () => {
    expect(tagSummary(memberTag({ note: 'Calls often', addedBy: 'crm.agent', addedByName: 'Alex Agent' }))).toBe(
      'Calls often · added by Alex Agent',
    );
    expect(tagSummary(memberTag({ note: 'Calls often', addedBy: 'gone.user', addedByName: null }))).toBe(
      'Calls often · added by gone.user',
    );
  });
});

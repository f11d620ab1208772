import { describe, expect, it } from 'vitest';
import { auditDetailsSummary, readAuditDetails } from './audit-details.ts';

describe('an audit event’s details in words', () => {
  it('reads a message and the plain values, not the JSON', () => {
    const details = JSON.stringify({ feature: 'PaperEnrollment', message: 'Enrollment saved.' });
    expect(auditDetailsSummary(details)).toBe('Enrollment saved. · Feature: PaperEnrollment');
  });

  it('names the fields a change changed, in words, leaving out the version book-keeping', () => {
    const details = JSON.stringify({
      memberId: 'M100002008',
      before: { id: 4, status: 'Open', ownerName: 'Alex Agent', caseType: 'General Inquiry', version: 1 },
      after: { id: 4, status: 'Closed', ownerName: 'Casey Admin', caseType: 'General Inquiry', version: 2 },
    });
    expect(auditDetailsSummary(details)).toBe('Member ID: M100002008 · Changed: Status, Owner name');
    expect(readAuditDetails(details).changes).toEqual([
      { field: 'Status', before: 'Open', after: 'Closed' },
      { field: 'Owner name', before: 'Alex Agent', after: 'Casey Admin' },
      { field: 'Version', before: '1', after: '2' },
    ]);
  });

  it('reads a creation as every recorded field, a removal as every field before', () => {
    const created = readAuditDetails(
      JSON.stringify({ after: { subject: 'Dental', isClosed: false, tags: ['a', 'b'] } }),
    );
    expect(created.kind).toBe('created');
    expect(created.changes).toEqual([
      { field: 'Subject', before: '', after: 'Dental' },
      { field: 'Is closed', before: '', after: 'No' },
      { field: 'Tags', before: '', after: 'a, b' },
    ]);
    expect(auditDetailsSummary(JSON.stringify({ before: { name: 'X' } }))).toBe('Removed');
  });

  it('shows nothing for no details, text as it is, and shortens a long line', () => {
    expect(auditDetailsSummary(null)).toBe('');
    expect(auditDetailsSummary('{}')).toBe('');
    expect(auditDetailsSummary('not json')).toBe('not json');
    const long = auditDetailsSummary(JSON.stringify({ message: 'x'.repeat(400) }));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

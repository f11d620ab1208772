import { describe, expect, it } from 'vitest';
import { membersReadEvent } from './audit.ts';

describe('membersReadEvent', () => {
  it('names the one member as the item, lists the members and their plans once each', () => {
    expect(
      membersReadEvent('MemberSearch', [{ memberId: 'M1', companyId: 'GSHP' }], { moduleId: 7, details: { total: 1 } }),
    ).toEqual({
      eventType: 'MemberSearch',
      itemId: 'M1',
      moduleId: 7,
      companyIds: ['GSHP'],
      details: { memberIds: ['M1'], total: 1 },
    });
    const several = membersReadEvent('FhirSearch', [{ memberId: 'M1' }, { memberId: 'M2' }, { memberId: 'M1' }]);
    expect(several).toEqual({ eventType: 'FhirSearch', itemId: null, details: { memberIds: ['M1', 'M2'] } });
  });
});

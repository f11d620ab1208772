import { describe, expect, it } from 'vitest';
import { isTaxId, isValidNpi, npiWithCheckDigit, toIsoDate } from './ipa-fields.ts';
import { claimAddressDisplay, joinClaimAddress, showsClaimAddress, splitClaimAddress } from './contacts.ts';
import { dofrDateBounds } from './dofr.ts';
import { firstOfMonth, lastOfMonth, operatingCountyCompany } from './county-mappings.ts';
import { claimPermission, isIpaViewer } from './permissions.ts';
import { ipaSearchQuerySchema } from './ipa.ts';
import { IPA_MESSAGES } from './ipa-admin.messages.ts';

describe('IPA field rules', () => {
  it('checks an NPI by its Luhn digit over 80840 + the first nine digits', () => {
    expect(isValidNpi('1234567893')).toBe(true); // the CMS example NPI
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi(npiWithCheckDigit('987654321'))).toBe(true);
    expect(isValidNpi('12345')).toBe(false);
  });
  it('accepts a tax id of nine digits, never prefix 00', () => {
    expect(isTaxId('94-1234567')).toBe(true);
    expect(isTaxId('941234567')).toBe(true);
    expect(isTaxId('00-1234567')).toBe(false);
    expect(isTaxId('94-12345')).toBe(false);
  });
  it('reads the spec M/D/YYYY and ISO dates', () => {
    expect(toIsoDate('1/5/2026')).toBe('2026-01-05');
    expect(toIsoDate('12/31/9999')).toBe('9999-12-31');
    expect(toIsoDate('2026-02-30')).toBeNull();
  });
  it('needs a filter beyond the status to search', () => {
    const refused = ipaSearchQuerySchema.safeParse({ ipaStatus: '0' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(IPA_MESSAGES.searchNeedsFilter);
    expect(ipaSearchQuerySchema.safeParse({ taxId: '941234567' }).success).toBe(true);
  });
});

describe('claim address (spec §5)', () => {
  it('joins address 2 after a semicolon and splits it back', () => {
    expect(joinClaimAddress('PO Box 1', 'Sacramento, CA')).toBe('PO Box 1;Sacramento, CA');
    expect(splitClaimAddress('PO Box 1;Sacramento, CA')).toEqual({
      claimAddress: 'PO Box 1',
      claimAddress2: 'Sacramento, CA',
    });
    expect(claimAddressDisplay({ claimAddress: 'PO Box 1', claimAddress2: 'Sacramento, CA' })).toBe(
      'PO Box 1, Sacramento, CA',
    );
  });
  it('hides the claim address for risk C or F', () => {
    expect(showsClaimAddress('C')).toBe(false);
    expect(showsClaimAddress('F')).toBe(false);
    expect(showsClaimAddress('S')).toBe(true);
  });
});

describe('county map (spec §4, §5)', () => {
  it('snaps to whole months and offers AHP counties to CCHP', () => {
    expect(firstOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(lastOfMonth('2024-02-03')).toBe('2024-02-29');
    expect(operatingCountyCompany('CCHP')).toBe('AHP');
    expect(operatingCountyCompany('GSHP')).toBe('GSHP');
  });
});

describe('DOFR date bounds (spec §5)', () => {
  const ipa = { effDate: '2020-01-01', endDate: '9999-12-31' };
  const contracts = [
    { id: 1, effectiveBeginDate: '2020-01-01', effectiveEndDate: '2020-12-31' },
    { id: 2, effectiveBeginDate: '2021-01-01', effectiveEndDate: '2021-12-31' },
    { id: 3, effectiveBeginDate: '2022-01-01', effectiveEndDate: '2022-12-31' },
  ];
  it('a new contract starts after the latest end and ends by the IPA end', () => {
    expect(dofrDateBounds(contracts, ipa, null)).toEqual({ min: '2023-01-01', max: '9999-12-31' });
    expect(dofrDateBounds([], ipa, null)).toEqual({ min: '2020-01-01', max: '9999-12-31' });
  });
  it('an existing contract stays between its neighbours', () => {
    expect(dofrDateBounds(contracts, ipa, 2)).toEqual({ min: '2021-01-01', max: '2021-12-31' });
  });
});

describe('viewer and claim permission (spec §6)', () => {
  it('a viewer without the network manager group is read-only; claim sets by group', () => {
    expect(isIpaViewer({ groups: ['Provider Data Viewers'], isAdmin: false, canWrite: false })).toBe(true);
    expect(
      isIpaViewer({ groups: ['Provider Data Viewers', 'Provider Network Manager'], isAdmin: false, canWrite: true }),
    ).toBe(false);
    expect(
      claimPermission({ groups: ['Provider Data Manager - Claim Department'], isAdmin: false, canWrite: true }),
    ).toBe('edit');
    expect(claimPermission({ groups: ['Provider Data Viewers'], isAdmin: false, canWrite: false })).toBe('read-only');
    expect(claimPermission({ groups: ['Enrollment Processors'], isAdmin: false, canWrite: true })).toBe('none');
  });
});

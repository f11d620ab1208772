import { describe, expect, it } from 'vitest';
import type { IpaUpdateInput } from '@portal/contracts/ipa-admin/ipa';
import { newIpaFromCopy } from './ipa-copy-values.ts';

const source = {
  id: 7,
  version: 3,
  ipaCode: 'IPA0007',
  ipaDesc: 'Pacific Medical Group',
  effDate: '2018-03-01',
  endDate: '9999-12-31',
  companyCode: 'AHP',
  contractLevelId: 1,
  risk: 'F',
  type: 'IPA',
  facetsCode: '1234',
  vendorName: 'Pacific Vendor',
} as IpaUpdateInput;

describe("a network manager's Copy to New Record", () => {
  it('keeps the IPA fields but not the id, code or company', () => {
    const copy = newIpaFromCopy(source);
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('version');
    expect(copy).toMatchObject({
      ipaCode: '',
      companyCode: null,
      ipaDesc: 'Pacific Medical Group',
      vendorName: 'Pacific Vendor',
    });
    expect(copy.contractLevelId).toBe(1);
  });

  it("does not repeat an open IPA's contract period: the manager chooses the new Effective Date", () => {
    const copy = newIpaFromCopy(source);
    expect(copy.effDate).toBe('');
    expect(copy.endDate).toBe('9999-12-31');
  });

  it('a copy of an IPA that ends starts the day after it ends and runs to the open end (the next sequence)', () => {
    expect(newIpaFromCopy({ ...source, endDate: '2025-12-31' })).toMatchObject({
      effDate: '2026-01-01',
      endDate: '9999-12-31',
    });
  });
});

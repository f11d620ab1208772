import { describe, expect, it } from 'vitest';
import { capRateToggle } from './cap-rate-values.ts';

describe('cap rate form rules (spec §4)', () => {
  it('turning average floor level on turns individual off and clears sub-options and floors', () => {
    expect(
      capRateToggle('isAverageFloorLevel', true, { isIndividualFloorLevel: true, floorMC: '10.00' }),
    ).toMatchObject({
      isAverageFloorLevel: true,
      isIndividualFloorLevel: false,
      floorMC: '0.00',
      isAverageFloorIPA: false,
      childIpas: '',
    });
  });

  it('IPA and IPA group are mutually exclusive; PCP turns IPA off', () => {
    expect(capRateToggle('isAverageFloorIPA', true, {})).toMatchObject({
      isIpaGroupLevel: false,
      isAverageFloorPCP: false,
      isAverageFloorBenefit: false,
    });
    expect(capRateToggle('isIpaGroupLevel', true, {})).toMatchObject({ isAverageFloorIPA: false });
    expect(capRateToggle('isAverageFloorPCP', true, { isAverageFloorIPA: true })).toMatchObject({
      isAverageFloorIPA: false,
      isAverageFloorBenefit: false,
    });
  });

  it('preferred and restricted PCP search are exclusive; turning one off clears the product code', () => {
    expect(capRateToggle('isRestrictedPcpSearch', true, { isPreferredProviderSearch: true })).toMatchObject({
      isPreferredProviderSearch: false,
    });
    expect(capRateToggle('isPreferredProviderSearch', false, { productCode: 'A,B' })).toMatchObject({
      productCode: '',
    });
  });

  it('turning an applicable flag off zeroes its amounts', () => {
    expect(capRateToggle('isEsrdApplicable', false, {})).toMatchObject({
      esrdType: null,
      esrdPmPm: '0.00',
      esrdPopMm: '0.00',
    });
    expect(capRateToggle('isAcaTax', false, {})).toMatchObject({ acaTaxDivisor: '1' });
    expect(capRateToggle('isMemberPremiumApplicable', false, {})).toMatchObject({ mpCapRevCode: '' });
  });
});

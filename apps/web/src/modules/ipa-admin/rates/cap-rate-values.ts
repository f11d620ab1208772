import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { CapRateDto, CapRateFormInput } from '@portal/contracts/ipa-admin/cap-rates';
import { addDays } from '@portal/contracts/platform/rules/dates';
import { hasFreeSlot } from '@portal/contracts/ipa-admin/ipa-rates.periods';

export type FormValues = CapRateFormInput;
type Name = keyof FormValues;

const DECIMAL4: Name[] = [
  'premiumPCT',
  'mediMediPCT',
  'adminFee',
  'hospSurplusSplit',
  'profSurplusSplit',
  'riskPprof',
  'riskPHosp',
];
const DECIMAL2: Name[] = [
  'pmPmAmt',
  'pmPmAmtMm',
  'floorMC',
  'floorMM',
  'virtualPmPm',
  'virtualPmPmMm',
  'esrdPmPm',
  'esrdPmPmMm',
  'esrdPop',
  'esrdPopMm',
  'valueBasedPmPm',
  'valueBasedPmPmMm',
];
const FLAGS: Name[] = [
  'isMemberPremiumApplicable',
  'isSequestrationtax',
  'isAcaTax',
  'isIndividualFloorLevel',
  'isAverageFloorLevel',
  'isAverageFloorPCP',
  'isAverageFloorIPA',
  'isAverageFloorBenefit',
  'isIpaGroupLevel',
  'isEsrdExclusion',
  'isVirtualExclusion',
  'isVirtualApplicable',
  'isEsrdApplicable',
  'isValueBasedFlag',
  'isPreferredProviderSearch',
  'isRestrictedPcpSearch',
];

/**
 * Spec §4: a new cap rate of a company starts the day after the end of the first existing record of that company
 * (rates are listed newest sequence first), otherwise on the IPA effective date; it ends on the IPA end date.
 */
export function capRateDefaultPeriod(
  ipa: IpaDto,
  rates: readonly CapRateDto[],
  companyCode: string | null,
): { start: string; end: string; hasSlot: boolean } {
  const ofCompany = rates.filter((rate) => rate.companyCode === companyCode && rate.ipaWebId === ipa.id);
  const first = ofCompany[0];
  const start = first ? addDays(first.endDate, 1) : ipa.effDate;
  const hasSlot = hasFreeSlot(
    { effDate: ipa.effDate, endDate: ipa.endDate },
    ofCompany.map((rate) => ({ id: rate.id, start: rate.effDate, end: rate.endDate })),
  );
  return { start: start > ipa.endDate ? ipa.endDate : start, end: ipa.endDate, hasSlot };
}

/** Spec §9 new cap rate defaults: type IPA, capRevCode '0', acaTaxDivisor '1', sequence 0, all flags false. */
export function capRateInitialValues(
  ipa: IpaDto,
  rates: readonly CapRateDto[],
  source: CapRateDto | null,
  copy: boolean,
): FormValues {
  const companyCode = source?.companyCode ?? ipa.companyCode ?? '';
  const values: FormValues = {
    id: copy ? null : (source?.id ?? null),
    version: copy ? null : (source?.version ?? null),
    ipaWebId: ipa.id,
    ipaCode: ipa.ipaCode,
    companyCode,
    sequence: copy ? 0 : (source?.sequence ?? 0),
    capRevCode: source?.capRevCode ?? '0',
    mpCapRevCode: source?.mpCapRevCode ?? '',
    acaTaxDivisor: source?.acaTaxDivisor ?? '1',
    spec: source?.spec ?? '',
    spec2: source?.spec2 ?? '',
    hospitalCode: source?.hospitalCode ?? '',
    childIpas: source?.childIpas ?? '',
    esrdType: (source?.esrdType ?? null) as FormValues['esrdType'],
    productCode: source?.productCode ?? '',
    notes: source?.notes ?? '',
    formula: source?.formula ?? '',
    active: source?.active ?? true,
    effDate: '',
    endDate: '',
  };
  const from = source as Record<Name, unknown> | null;
  const fill = values as Record<Name, unknown>;
  for (const name of DECIMAL4) fill[name] = from ? from[name] : '0.0000';
  for (const name of DECIMAL2) fill[name] = from ? from[name] : '0.00';
  for (const name of FLAGS) fill[name] = from ? from[name] === true : false;
  if (!source || copy) {
    const period = capRateDefaultPeriod(ipa, rates, companyCode);
    values.effDate = period.start;
    values.endDate = period.end;
  } else {
    values.effDate = source.effDate;
    values.endDate = source.endDate;
  }
  return values;
}

/**
 * The form rules of spec §4 as the user ticks boxes: mutually exclusive pairs turn each other off, and turning a
 * box off clears what it enabled. Returns the fields to set.
 */
export function capRateToggle(name: Name, checked: boolean, values: Partial<FormValues>): Partial<FormValues> {
  const out: Partial<FormValues> = { [name]: checked };
  const clearSubOptions = () =>
    Object.assign(out, {
      isAverageFloorPCP: false,
      isAverageFloorIPA: false,
      isAverageFloorBenefit: false,
      isIpaGroupLevel: false,
      isEsrdExclusion: false,
      isVirtualExclusion: false,
      childIpas: '',
      floorMC: '0.00',
      floorMM: '0.00',
    });
  switch (name) {
    case 'isIndividualFloorLevel':
    case 'isAverageFloorLevel':
      // Individual and average floor level are mutually exclusive; switching clears sub-options and floor values.
      if (checked)
        Object.assign(out, {
          [name === 'isIndividualFloorLevel' ? 'isAverageFloorLevel' : 'isIndividualFloorLevel']: false,
        });
      clearSubOptions();
      break;
    case 'isAverageFloorIPA':
      if (checked)
        Object.assign(out, {
          isIpaGroupLevel: false,
          isAverageFloorPCP: false,
          isAverageFloorBenefit: false,
          childIpas: '',
        });
      break;
    case 'isAverageFloorPCP':
    case 'isAverageFloorBenefit':
      if (checked && values.isAverageFloorIPA === true)
        Object.assign(out, {
          isAverageFloorIPA: false,
          [name === 'isAverageFloorPCP' ? 'isAverageFloorBenefit' : 'isAverageFloorPCP']: false,
        });
      break;
    case 'isIpaGroupLevel':
      if (checked) out.isAverageFloorIPA = false;
      else out.childIpas = '';
      break;
    case 'isMemberPremiumApplicable':
      if (!checked) out.mpCapRevCode = '';
      break;
    case 'isAcaTax':
      if (!checked) out.acaTaxDivisor = '1';
      break;
    case 'isVirtualApplicable':
      if (!checked) Object.assign(out, { virtualPmPm: '0.00', virtualPmPmMm: '0.00' });
      break;
    case 'isEsrdApplicable':
      if (!checked)
        Object.assign(out, {
          esrdType: null,
          esrdPmPm: '0.00',
          esrdPmPmMm: '0.00',
          esrdPop: '0.00',
          esrdPopMm: '0.00',
        });
      break;
    case 'isValueBasedFlag':
      if (!checked) Object.assign(out, { valueBasedPmPm: '0.00', valueBasedPmPmMm: '0.00' });
      break;
    case 'isPreferredProviderSearch':
    case 'isRestrictedPcpSearch': {
      const other = name === 'isPreferredProviderSearch' ? 'isRestrictedPcpSearch' : 'isPreferredProviderSearch';
      if (checked) out[other] = false;
      // Product code is enabled only while one of them is on, and cleared otherwise.
      if (!checked) out.productCode = '';
      break;
    }
    default:
      break;
  }
  return out;
}

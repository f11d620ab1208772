import type { WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { firstOfNextMonth, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** A blank address group (left out of the body while every box is empty). */
export const BLANK_ADDRESS = { address1: '', address2: '', city: '', state: '', zipCode: '', countyCode: '' };

/** The member's home address as a workflow address (the mailing address a plan material goes to by default). */
export function homeAddressOf(member: MemberGridRow | null) {
  if (!member) return BLANK_ADDRESS;
  return {
    address1: member.homeAddress.address1,
    address2: member.homeAddress.address2 ?? '',
    city: member.homeAddress.city,
    state: member.homeAddress.state,
    zipCode: member.homeAddress.zip5,
    countyCode: member.countyFips ?? '',
  };
}

/** The first day of next month (Los Angeles time): when a PCP change takes effect without PCP change v2. */
export const pcpChangeDefaultDate = (today: string = todayInLosAngeles()): string => firstOfNextMonth(today);

/** A new workflow's form, by type, filled from the member where the member's record knows the answer. */
export function newFormData(type: WorkflowType, member: MemberGridRow | null): Record<string, unknown> {
  switch (type) {
    case 'DemographicChange':
      return { address: BLANK_ADDRESS, phone: '', email: '', language: '', notes: '' };
    case 'PcpChange':
      return {
        providerNpi: '',
        providerName: '',
        ipaCode: '',
        effectiveDate: pcpChangeDefaultDate(),
        changeReason: '',
        notes: '',
      };
    case 'RequestPlanMaterial':
      return {
        contractCode: member?.contractCode ?? '',
        planCode: member?.pbpCode ?? '',
        planMaterials: [],
        mailingAddress: homeAddressOf(member),
        email: '',
      };
    case 'ProcessSSBCI':
      return { condition: '', mealsRequested: null, deliveryAddress: BLANK_ADDRESS, notes: '' };
    case 'PoaValidation':
      return {
        poaName: '',
        poaType: '',
        relationship: '',
        validationOutcome: '',
        documentPath: '',
        effectiveDate: '',
        expirationDate: '',
        notes: '',
      };
    case 'MemberReimbursement':
      return {
        hcode: member?.contractCode ?? '',
        pbpId: member?.pbpCode ?? '',
        planYear: Number(todayInLosAngeles().slice(0, 4)),
        serviceDate: '',
        amountRequested: null,
        payeeName: member?.fullName ?? '',
        reimbursementStatus: 'Submitted',
        caseFileIds: [],
        notes: '',
      };
  }
}

/** A saved workflow's form data for editing: blanks where the saved data left a field out. */
export function editFormData(type: WorkflowType, saved: Record<string, unknown>): Record<string, unknown> {
  const blank = newFormData(type, null);
  const merged: Record<string, unknown> = { ...blank };
  for (const [key, value] of Object.entries(saved)) {
    const base = blank[key];
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value) && base && typeof base === 'object'
        ? { ...base, ...value }
        : value;
  }
  return merged;
}

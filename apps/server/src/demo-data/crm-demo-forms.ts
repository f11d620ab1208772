import type { WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import type { Random } from './reference-random.ts';
import { PLAN_MATERIALS } from './crm-lists.ts';

/** The demo workflows' forms: each type's form data, valid against its contract schema, for the case's member. */

const HOUR = 3_600_000;

/** A demo member as the CRM demo reads it. */
export interface DemoMember {
  memberId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address1: string;
  city: string;
  state: string;
  zip5: string;
  countyFips: string | null;
  contractCode: string;
  pbpCode: string;
  effectiveDate: string;
}

/** A primary care provider of the providers table (PCP change workflows name one, so updating and closing them work). */
export interface DemoPcp {
  npi: string;
  name: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A workflow type's form, valid against its contract schema, for this member. */
export function formData(
  type: WorkflowType,
  member: DemoMember,
  random: Random,
  createdAt: Date,
  pcps: readonly DemoPcp[],
): Record<string, unknown> {
  const address = {
    address1: `${random.int(100, 9899)} ${random.pick(['Oak', 'Maple', 'Cedar', 'Pine', 'Elm'])} ${random.pick(['St', 'Ave', 'Blvd'])}`,
    city: member.city,
    state: member.state,
    zipCode: member.zip5,
    ...(member.countyFips ? { countyCode: member.countyFips } : {}),
  };
  switch (type) {
    case 'DemographicChange':
      return random.chance(0.5)
        ? { address, notes: 'Member reported a new home address.' }
        : { phone: `${random.int(200, 989)}555${String(random.int(1000, 9999))}`, language: 'Spanish' };
    case 'PcpChange': {
      const pcp = random.pick(pcps);
      return {
        providerNpi: pcp.npi,
        providerName: pcp.name,
        effectiveDate: isoDate(new Date(createdAt.getTime() + 24 * HOUR * random.int(1, 30))),
        changeReason: random.pick(['Member request', 'Closer to home', 'Provider left the network'] as const),
      };
    }
    case 'RequestPlanMaterial':
      return {
        contractCode: member.contractCode,
        planCode: member.pbpCode,
        planMaterials: [PLAN_MATERIALS[random.int(0, 2)]?.material ?? 'Evidence of Coverage', 'Member ID Card'],
        mailingAddress: { address1: member.address1, city: member.city, state: member.state, zipCode: member.zip5 },
      };
    case 'ProcessSSBCI':
      return {
        condition: random.pick(['Diabetes', 'Chronic heart failure', 'Chronic lung disorder']),
        mealsRequested: 14,
      };
    case 'PoaValidation':
      return {
        poaName: `${random.pick(['Maria', 'James', 'Linda', 'Robert'])} ${member.lastName}`,
        poaType: 'Healthcare',
        relationship: random.pick(['Spouse', 'Child', 'Sibling'] as const),
        validationOutcome: random.pick(['Valid', 'Pending Documents', 'Incomplete'] as const),
      };
    case 'MemberReimbursement':
      return {
        hcode: member.contractCode,
        pbpId: member.pbpCode,
        planYear: createdAt.getUTCFullYear(),
        serviceDate: isoDate(new Date(createdAt.getTime() - 24 * HOUR * random.int(3, 40))),
        amountRequested: random.int(25, 600),
        payeeName: `${member.firstName} ${member.lastName}`,
        reimbursementStatus: 'Submitted',
        caseFileIds: [],
      };
  }
}

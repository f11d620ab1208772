import type { Pool } from 'pg';
import {
  DEMOGRAPHIC_FIELDS,
  POA_RELATIONSHIPS,
  POA_TYPES,
  POA_VALIDATION_OUTCOMES,
  SSBCI_MEALS_BENEFIT_CODE,
  SSBCI_MEALS_PER_YEAR,
  WORKFLOW_FORM_MESSAGES as M,
  type DemographicField,
  type WorkflowAddress,
  type WorkflowForm,
} from '@portal/contracts/crm-my-queue/workflow-forms';
import {
  CAREGIVER_BENEFIT_CODE,
  CAREGIVER_MESSAGES,
  type CaregiverBenefitAwardedDate,
  type CaregiverBenefitDescription,
  type PoaEnums,
  type SsbciMealsValidation,
} from '@portal/contracts/crm-my-queue/workflow-type-calls';
import type { DemographicFieldHistory } from '@portal/contracts/crm-my-queue/workflows';
import { firstOfNextMonth, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors/errors.ts';
import { requireFlag } from '../../platform/flags/flags.ts';
import { plansByYear } from '../../platform/reference/reference.service.ts';
import { countyByZip } from '../patient-360/eligibility.service.ts';
import { memberPoas } from '../patient-360/member-profile.service.ts';
import { enterMemberPcpChange, primaryCareProviderByNpi } from '../patient-360/member-record.service.ts';
import { requirePanelTakesMembers } from '../panel-admin/panel-admin.service.ts';
import {
  allocationHistory,
  benefitConfig,
  benefitDetailsByEligibility,
} from '../patient-360/supplemental-benefits.service.ts';
import * as repository from './workflows.repository.ts';
import { savedFormField } from './workflow-types.repository.ts';

/**
 * The six workflow types' rules (spec §7 "Workflow types"), applied on CreateWorkflow / UpdateWorkflow (`checkForm`)
 * and on CloseWorkflow (`onClose`), and the lookups their forms call. Member facts come from the member module's
 * services (patient-360), never its tables.
 */

export interface WorkflowContext {
  db: Db;
  pool: Pool;
}

// ---- Lookups ----------------------------------------------------------------------------------------------------------

/** validateCountyZipCode: the ZIP code's county from the reference data; a different county is a 400. */
export async function validateCountyZipCode(pool: Pool, zipCode: string, countyCode: string) {
  const county = await countyOfZip(pool, zipCode);
  if (county.countyCode !== countyCode) throw badRequest(M.countyZipMismatch);
  return { valid: true as const, ...county };
}

/** The ZIP code's county; an unknown ZIP code (a 404 of the lookup) is a 400 of the form that sent it. */
async function countyOfZip(pool: Pool, zipCode: string) {
  try {
    return await countyByZip(pool, zipCode);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw badRequest(error.message);
    throw error;
  }
}

const addressText = (address: WorkflowAddress) =>
  [address.address1, address.address2, `${address.city}, ${address.state} ${address.zipCode}`]
    .filter(Boolean)
    .join(', ');

/** getDemographicChangeFieldHistory: each field's values, newest first, from the member's DemographicChange workflows. */
export async function demographicFieldHistory(db: DbOrTx, memberId: string): Promise<DemographicFieldHistory> {
  const changes = await repository.demographicChanges(db, memberId);
  const valueOf = (form: Record<string, unknown>, field: DemographicField): string | null => {
    const value = form[field];
    if (field === 'address') return value && typeof value === 'object' ? addressText(value as WorkflowAddress) : null;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    memberId,
    fields: DEMOGRAPHIC_FIELDS.map((field) => ({
      field,
      values: changes.flatMap((change) => {
        const value = valueOf(change.formData, field);
        return value === null
          ? []
          : [
              {
                value,
                workflowId: change.id,
                status: change.status,
                changedBy: change.changedBy,
                changedDate: change.changedDate,
              },
            ];
      }),
    })),
  };
}

/** GetSsbciMealsValidation: chronic-condition eligibility (the member module's one rule) and the meals left this year. */
export async function ssbciMealsValidation(
  db: DbOrTx,
  memberId: string,
  write?: { tx: DbOrTx; exceptWorkflowId: number | undefined },
): Promise<SsbciMealsValidation> {
  const details = await benefitDetailsByEligibility(db, memberId);
  const meals = [...details.eligible, ...details.other].find((benefit) => benefit.code === SSBCI_MEALS_BENEFIT_CODE);
  const eligible = meals?.eligible === true;
  // A write counts in its own transaction, after taking the member's meals lock: what another write committed is seen.
  if (write) await repository.lockSsbciMealsOf(write.tx, memberId);
  const mealsUsed = await repository.ssbciMealsUsed(
    write?.tx ?? db,
    memberId,
    details.planYear,
    write?.exceptWorkflowId,
  );
  const mealsRemaining = eligible ? Math.max(0, SSBCI_MEALS_PER_YEAR - mealsUsed) : 0;
  return {
    memberId,
    planYear: details.planYear,
    chronicCondition: eligible,
    eligible,
    mealsPerYear: SSBCI_MEALS_PER_YEAR,
    mealsUsed,
    mealsRemaining,
    message: !eligible ? M.ssbciNotEligible : mealsRemaining === 0 ? M.ssbciNoMealsLeft : null,
  };
}

export const poaEnums = (): PoaEnums => ({
  poaTypes: [...POA_TYPES],
  relationships: [...POA_RELATIONSHIPS],
  validationOutcomes: [...POA_VALIDATION_OUTCOMES],
});

export async function mailItemsByPlan(db: DbOrTx, contractCode: string, planCode: string) {
  const items = await repository.planMaterials(db, contractCode, planCode);
  return { items, total: items.length };
}

/** GetCaregiverBenefitDescriptionForMemberReimbursement: the plan's caregiver benefit text of the plan year. */
export async function caregiverBenefitDescription(
  db: DbOrTx,
  pool: Pool,
  query: { hcode: string; pbpId: string; planYear: number },
): Promise<CaregiverBenefitDescription> {
  const plan = (await plansByYear(pool, query.planYear, query.hcode)).find((row) => row.pbpCode === query.pbpId);
  if (!plan) throw notFound(CAREGIVER_MESSAGES.planNotFound);
  const config = await benefitConfig(db, { code: CAREGIVER_BENEFIT_CODE, year: query.planYear, type: 'Benefit' }).catch(
    (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound(CAREGIVER_MESSAGES.benefitNotFound);
      throw error;
    },
  );
  return {
    hcode: query.hcode,
    pbpId: query.pbpId,
    planYear: query.planYear,
    planName: plan.planName,
    benefitCode: config.code,
    benefitName: config.name,
    description: config.displayText,
  };
}

/** GetCaregiverBenefitAwardedDate: when the caregiver benefit was first allocated to the member (null if never). */
export async function caregiverBenefitAwardedDate(db: DbOrTx, memberId: string): Promise<CaregiverBenefitAwardedDate> {
  const history = await allocationHistory(db, { memberId, type: 'Benefit', $skip: 0, $top: 1000 });
  const awards = history.items
    .filter((row) => row.code === CAREGIVER_BENEFIT_CODE && row.transaction === 'Allocation')
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const first = awards[0];
  return { memberId, awardedDate: first ? first.occurredAt : null, amount: first ? first.amount : null };
}

// ---- Rules on save and on close ---------------------------------------------------------------------------------------

/**
 * The type's rules on a form being saved (create or update). Returns the form as stored (a county filled in from the
 * ZIP code). Throws 400 with the rule's message; nothing has been written yet.
 */
export async function checkForm(
  context: WorkflowContext,
  tx: DbOrTx,
  form: WorkflowForm,
  workflow: { memberId: string; caseId: number; id?: number },
): Promise<WorkflowForm['formData']> {
  switch (form.workflowType) {
    case 'DemographicChange': {
      const address = form.formData.address;
      if (!address) return form.formData;
      if (address.countyCode) {
        await validateCountyZipCode(context.pool, address.zipCode, address.countyCode);
        return form.formData;
      }
      const county = await countyOfZip(context.pool, address.zipCode);
      return { ...form.formData, address: { ...address, countyCode: county.countyCode } };
    }
    case 'PcpChange': {
      const provider = await primaryCareProviderByNpi(tx, form.formData.providerNpi);
      if (!provider) throw badRequest(M.providerNpi);
      // A panel closed by Panel Management, or full, takes no new member here either.
      await requirePanelTakesMembers(tx, provider.id, 1);
      // Without PCP change v2 the change takes effect on the first of next month (a saved date may stay as it was);
      // another date is v2's feature, refused while its flag is off.
      const effectiveDate = form.formData.effectiveDate;
      if (effectiveDate !== firstOfNextMonth(todayInLosAngeles())) {
        const saved = workflow.id === undefined ? null : await savedFormField(tx, workflow.id, 'effectiveDate');
        if (saved !== effectiveDate) await requireFlag(context.db, FEATURE_FLAGS.pcpChangeV2);
      }
      return form.formData;
    }
    case 'RequestPlanMaterial': {
      const offered = new Set(
        (await repository.planMaterials(tx, form.formData.contractCode, form.formData.planCode)).map(
          (row) => row.material,
        ),
      );
      if (form.formData.planMaterials.some((material) => !offered.has(material)))
        throw badRequest(M.planMaterialUnknown);
      return form.formData;
    }
    case 'ProcessSSBCI': {
      await requireFlag(context.db, FEATURE_FLAGS.ssbciMeals);
      // Eligibility is read on the pool (the member module's reads run side by side, which one transaction's
      // connection cannot); the meals used are counted in the write's transaction under the member's meals lock.
      const validation = await ssbciMealsValidation(context.db, workflow.memberId, {
        tx,
        exceptWorkflowId: workflow.id,
      });
      if (!validation.eligible) throw badRequest(M.ssbciNotEligible);
      if (validation.mealsRemaining === 0) throw badRequest(M.ssbciNoMealsLeft);
      if (form.formData.mealsRequested > validation.mealsRemaining) throw badRequest(M.ssbciTooManyMeals);
      return form.formData;
    }
    case 'PoaValidation': {
      const { poaMemberId, documentPath } = form.formData;
      if (poaMemberId === undefined && !documentPath) return form.formData;
      const poas = (await memberPoas(tx, workflow.memberId)).items;
      if (poaMemberId !== undefined && !poas.some((poa) => poa.id === poaMemberId))
        throw badRequest(M.poaNotTheMembers);
      if (documentPath && !poas.some((poa) => poa.documentPath === documentPath))
        throw badRequest(M.poaDocumentNotTheMembers);
      return form.formData;
    }
    case 'MemberReimbursement': {
      const ids = form.formData.caseFileIds;
      const found = await repository.caseFileIds(tx, workflow.caseId, ids);
      if (found.length !== new Set(ids).size) throw badRequest(M.caseFileNotTheCases);
      return form.formData;
    }
  }
}

/** What closing does for the type, inside the close's transaction: a PCP change enters the member's PCP history. */
export async function onClose(
  context: WorkflowContext,
  tx: DbOrTx,
  workflow: { memberId: string; workflowType: string; formData: Record<string, unknown> },
): Promise<void> {
  if (workflow.workflowType === 'PcpChange') {
    const form = workflow.formData as {
      providerNpi: string;
      effectiveDate: string;
      changeReason: string;
      ipaCode?: string;
    };
    // The panel may have closed or filled since the form was saved: checked again when the change takes effect.
    const provider = await primaryCareProviderByNpi(tx, form.providerNpi);
    if (provider) await requirePanelTakesMembers(tx, provider.id, 1);
    await enterMemberPcpChange(tx, {
      memberId: workflow.memberId,
      providerNpi: form.providerNpi,
      effectiveDate: form.effectiveDate,
      changeReason: form.changeReason,
      ipaCode: form.ipaCode,
    });
  }
  if (workflow.workflowType === 'RequestPlanMaterial' && workflow.formData.mailRequestId === undefined)
    throw badRequest(M.mailRequestFirst);
}

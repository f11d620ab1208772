import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { missingForSubmission } from '@portal/contracts/enrollment/enrollment-form';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { cmsEligibilityService } from '../../platform/integrations/cms-eligibility.ts';
import { medicaidVerificationService } from '../../platform/integrations/medicaid-verification.ts';
import { AUDIT_TEMPLATES, recordEnrollmentAudit } from './enrollment-audit.ts';
import { toDetail } from './enrollment-detail.service.ts';
import { formOf, updateWorkItem, workItemForChange } from './enrollment-work-item.ts';

/**
 * PUT MemberEnrollment/VerifyMember: CMS eligibility of the applicant through the CMS integration (simulated in demo
 * mode). Also identifies the request type from the beneficiary's current enrollment (spec §8 audit templates:
 * "the system selected automatically" / "no active enrollments, so the type could not be identified").
 */
export async function verifyMember(
  db: Db,
  actor: Actor,
  input: { id: number; version: number },
): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    const form = formOf(row);
    const missing = missingForSubmission(form, ['medicareId', 'firstName', 'lastName', 'birthdate']);
    if (missing) throw badRequest(missing);
    const answer = await cmsEligibilityService().check(tx, {
      mbi: form.medicareId,
      firstName: form.firstName,
      lastName: form.lastName,
      birthdate: form.birthdate,
    });
    const checkedAt = new Date();
    let requestType: string = 'NewEnrollment';
    if (answer.currentEnrollment) {
      const [contract, pbp] = answer.currentEnrollment.split('-');
      requestType =
        contract !== form.contractCode ? 'ContractChange' : pbp !== form.pbpCode ? 'PbpChange' : 'DuplicateEnrollment';
    }
    const updated = await updateWorkItem(tx, actor, row.id, {
      cmsVerificationStatus: answer.eligible ? 'Verified' : 'NotEligible',
      cmsVerifiedAt: checkedAt,
      cmsVerificationResult: { ...answer, checkedAt: checkedAt.toISOString() },
      requestType: row.requestType ?? requestType,
    });
    const detail = answer.eligible
      ? `Part A ${answer.partAEffectiveDate ?? '-'}, Part B ${answer.partBEffectiveDate ?? '-'}`
      : (answer.reason ?? '');
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      answer.eligible ? 'cmsVerificationSuccess' : 'cmsVerificationFailure',
      AUDIT_TEMPLATES.medicareCheck(answer.eligible, detail),
      { simulated: answer.simulated },
    );
    if (!row.requestType) {
      const message = answer.currentEnrollment
        ? AUDIT_TEMPLATES.systemSelected(`request type ${requestType}`)
        : AUDIT_TEMPLATES.noActiveEnrollments();
      await recordEnrollmentAudit(tx, actor, row.id, 'none', message, { requestType });
    }
    return toDetail(tx, actor, updated);
  });
}

/** PUT MemberEnrollment/UpdateDsnpDetails: State Medicaid verification, required for DSNP plans (spec §5). */
export async function updateDsnpDetails(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; medicaidId: string; stateCode: string },
): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    const form = formOf(row);
    const answer = await medicaidVerificationService().verify({
      medicaidId: input.medicaidId,
      stateCode: input.stateCode,
      firstName: form.firstName,
      lastName: form.lastName,
      birthdate: form.birthdate,
    });
    const checkedAt = new Date().toISOString();
    const updated = await updateWorkItem(tx, actor, row.id, {
      medicaidVerificationStatus: answer.verified ? 'Verified' : 'NotVerifiedFailed',
      medicaidDetails: { medicaidId: input.medicaidId, stateCode: input.stateCode, ...answer, checkedAt },
    });
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      answer.verified ? 'medicalVerificationSuccess' : 'medicalVerificationFailure',
      AUDIT_TEMPLATES.dsnpCheck(
        answer.verified,
        answer.verified ? (answer.medicaidLevel ?? '') : (answer.reason ?? ''),
      ),
      { simulated: answer.simulated, stateCode: input.stateCode },
    );
    return toDetail(tx, actor, updated);
  });
}

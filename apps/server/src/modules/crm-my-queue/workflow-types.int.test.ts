import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { POA_TYPES } from '@portal/contracts/patient-360/member-profile';
import {
  POA_RELATIONSHIPS,
  POA_VALIDATION_OUTCOMES,
  SSBCI_MEALS_PER_YEAR,
  WORKFLOW_FORM_MESSAGES as M,
} from '@portal/contracts/crm-my-queue/workflow-forms';
import {
  CAREGIVER_MESSAGES,
  type CaregiverBenefitDescription,
  type MailRequest,
  type PlanMaterial,
  type SsbciMealsValidation,
} from '@portal/contracts/crm-my-queue/workflow-type-calls';
import type { CrmFile, DemographicFieldHistory, WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { FEATURE_FLAGS, featureOffMessage } from '@portal/contracts/platform/feature-flags';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileUpload, workflowTestKit } from './workflows.test-helpers.ts';

let t: TestApp;
const { post, get, one, count, failure, newCase } = workflowTestKit(() => t);
const year = Number(todayInLosAngeles().slice(0, 4));

const create = async (memberId: string, workflowType: string, formData: object, caseId?: number) =>
  post('CreateWorkflow', { memberId, caseId: caseId ?? (await newCase(memberId)), workflowType, formData });
const setFlag = (name: string, on: boolean) =>
  t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [name, on]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('DemographicChange', () => {
  let member: { memberId: string; zip: string; county: string; otherCounty: string };
  beforeAll(async () => {
    member = await one(
      `select m.member_id as "memberId", z.zip, z.county_fips as county,
        (select fips from counties where fips <> z.county_fips order by fips limit 1) as "otherCounty"
       from members m join zip_codes z on z.zip = m.zip5 where z.county_fips is not null order by m.member_id limit 1`,
    );
  });

  it('checks the county against the ZIP code (validateCountyZipCode) and on save fills it in from the ZIP code', async () => {
    const valid = await post('validateCountyZipCode', { zipCode: member.zip, countyCode: member.county });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true, zipCode: member.zip, countyCode: member.county });
    expect(
      failure(await post('validateCountyZipCode', { zipCode: member.zip, countyCode: member.otherCounty })),
    ).toEqual({
      status: 400,
      message: M.countyZipMismatch,
    });
    expect((await post('validateCountyZipCode', { zipCode: '12', countyCode: member.county })).statusCode).toBe(400);

    const address = { address1: '12 Oak St', city: 'Anytown', state: 'CA', zipCode: member.zip };
    const workflows = await count('crm_workflows');
    expect(
      failure(
        await create(member.memberId, 'DemographicChange', { address: { ...address, countyCode: member.otherCounty } }),
      ),
    ).toEqual({ status: 400, message: M.countyZipMismatch });
    expect(await count('crm_workflows')).toBe(workflows);

    const saved = await create(member.memberId, 'DemographicChange', { address });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WorkflowRow>().formData).toMatchObject({ address: { countyCode: member.county } });
  });

  it('answers each field’s history from the member’s DemographicChange workflows, newest first', async () => {
    expect((await create(member.memberId, 'DemographicChange', { phone: '2135550101' })).statusCode).toBe(200);
    expect(
      (await create(member.memberId, 'DemographicChange', { phone: '2135550102', language: 'Korean' })).statusCode,
    ).toBe(200);
    const history = await get(`${CRM_ODATA}/default.getDemographicChangeFieldHistory?memberId=${member.memberId}`);
    expect(history.statusCode).toBe(200);
    const fields = history.json<DemographicFieldHistory>().fields;
    const values = (field: string) => fields.find((entry) => entry.field === field)?.values.map((value) => value.value);
    expect(values('phone')?.slice(0, 2)).toEqual(['2135550102', '2135550101']);
    expect(values('language')?.[0]).toBe('Korean');
    expect(values('address')?.[0]).toContain('12 Oak St');
  });
});

describe('RequestPlanMaterial', () => {
  it('lists the plan’s materials, refuses others, makes the mail request linked to the workflow, then closes', async () => {
    const plan = await one<{ contractCode: string; planCode: string }>(
      `select contract_code as "contractCode", plan_code as "planCode" from crm_plan_materials where is_active
        group by 1, 2 order by 1, 2 limit 1`,
    );
    const items = await post('GetMailRequestItemsByPlan', plan);
    expect(items.statusCode, items.body).toBe(200);
    const materials = items.json<{ items: PlanMaterial[] }>().items;
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((item) => item.contractCode === plan.contractCode && item.planCode === plan.planCode)).toBe(
      true,
    );
    expect((await post('GetMailRequestItemsByPlan', { contractCode: 'nope', planCode: '001' })).statusCode).toBe(400);

    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from members order by member_id limit 1`,
    );
    const mailingAddress = { address1: '1 Main St', city: 'Long Beach', state: 'CA', zipCode: '90802' };
    const form = { ...plan, planMaterials: [materials[0]!.material], mailingAddress };
    expect(failure(await create(memberId, 'RequestPlanMaterial', { ...form, planMaterials: ['A yacht'] }))).toEqual({
      status: 400,
      message: M.planMaterialUnknown,
    });
    const created = await create(memberId, 'RequestPlanMaterial', form);
    expect(created.statusCode, created.body).toBe(200);
    const workflow = created.json<WorkflowRow>();
    expect(failure(await post('CloseWorkflow', { workflowId: workflow.id, version: 1 }))).toEqual({
      status: 400,
      message: M.mailRequestFirst,
    });

    const request = {
      id: workflow.id,
      memberId,
      memberEffectiveDate: `${year}-01-01`,
      planMaterials: form.planMaterials,
      address1: '1 Main St',
      city: 'Long Beach',
      state: 'ca',
      zip: '90802',
      email: 'member@example.com',
    };
    const process = async (body: object) =>
      t.as('crm.agent', { method: 'POST', url: `${CRM_API}/ProcessMailMaterialRequest`, payload: body });
    expect(failure(await process({ ...request, planMaterials: ['A yacht'] }))).toEqual({
      status: 400,
      message: M.planMaterialUnknown,
    });
    const { memberId: other } = await one<{ memberId: string }>(
      `select member_id as "memberId" from members where member_id <> $1 order by member_id limit 1`,
      [memberId],
    );
    expect(failure(await process({ ...request, memberId: other }))).toEqual({
      status: 400,
      message: M.mailRequestWrongWorkflow,
    });
    const made = await process(request);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<MailRequest>()).toMatchObject({
      workflowId: workflow.id,
      memberId,
      state: 'CA',
      status: 'Requested',
    });
    const linked = (await get(`${CRM_ODATA}/default.GetWorkflow?id=${workflow.id}`)).json<WorkflowRow>();
    expect(linked.formData.mailRequestId).toBe(made.json<MailRequest>().id);
    expect(linked.version).toBe(2);
    const closed = await post('CloseWorkflow', { workflowId: workflow.id, version: 2 });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe('ProcessSSBCI', () => {
  const members = async (chronic: boolean, offset = 0) =>
    one<{ memberId: string }>(
      `select p.member_id as "memberId" from member_profiles p join member_coverages c on c.member_id = p.member_id
        where p.chronic_condition = $1 and c.plan_year = $2 and c.effective_date <= current_date
          and (c.term_date is null or c.term_date >= current_date)
        order by p.member_id limit 1 offset $3`,
      [chronic, year, offset],
    );

  it('is refused while the SSBCI meals flag is off, and for a member without a chronic condition', async () => {
    const { memberId } = await members(true);
    await setFlag(FEATURE_FLAGS.ssbciMeals, false);
    expect(failure(await create(memberId, 'ProcessSSBCI', { condition: 'Diabetes', mealsRequested: 10 }))).toEqual({
      status: 403,
      message: featureOffMessage(FEATURE_FLAGS.ssbciMeals),
    });
    await setFlag(FEATURE_FLAGS.ssbciMeals, true);
    const { memberId: notChronic } = await members(false);
    const validation = await get(`${CRM_ODATA}/default.GetSsbciMealsValidation?memberId=${notChronic}`);
    expect(validation.json<SsbciMealsValidation>()).toMatchObject({
      eligible: false,
      mealsRemaining: 0,
      message: M.ssbciNotEligible,
    });
    expect(failure(await create(notChronic, 'ProcessSSBCI', { condition: 'Diabetes', mealsRequested: 10 }))).toEqual({
      status: 400,
      message: M.ssbciNotEligible,
    });
  });

  it('counts the meals left this year and refuses more than are left', async () => {
    await setFlag(FEATURE_FLAGS.ssbciMeals, true);
    const { memberId } = await members(true);
    const before = (
      await get(`${CRM_ODATA}/default.GetSsbciMealsValidation?memberId=${memberId}`)
    ).json<SsbciMealsValidation>();
    expect(before).toMatchObject({ memberId, planYear: year, eligible: true, mealsPerYear: SSBCI_MEALS_PER_YEAR });
    const first = await create(memberId, 'ProcessSSBCI', { condition: 'Diabetes', mealsRequested: 20 });
    expect(first.statusCode, first.body).toBe(200);
    const after = (
      await get(`${CRM_ODATA}/default.GetSsbciMealsValidation?memberId=${memberId}`)
    ).json<SsbciMealsValidation>();
    expect(after.mealsRemaining).toBe(before.mealsRemaining - 20);
    if (after.mealsRemaining < SSBCI_MEALS_PER_YEAR)
      expect(
        failure(
          await create(memberId, 'ProcessSSBCI', { condition: 'Diabetes', mealsRequested: after.mealsRemaining + 1 }),
        ),
      ).toEqual({ status: 400, message: M.ssbciTooManyMeals });
    // An update does not count the workflow's own meals against itself.
    const row = first.json<WorkflowRow>();
    const updated = await post('UpdateWorkflow', {
      id: row.id,
      version: 1,
      workflowType: 'ProcessSSBCI',
      status: 'In Progress',
      formData: { condition: 'Diabetes', mealsRequested: 20 + after.mealsRemaining },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });

  it('two requests at once for the meals left: one is made, the other refused, the year’s limit holds', async () => {
    await setFlag(FEATURE_FLAGS.ssbciMeals, true);
    const { memberId } = await members(true, 1);
    const validation = async () =>
      (await get(`${CRM_ODATA}/default.GetSsbciMealsValidation?memberId=${memberId}`)).json<SsbciMealsValidation>();
    const { mealsRemaining } = await validation();
    expect(mealsRemaining).toBeGreaterThan(0);
    const [caseA, caseB] = [await newCase(memberId), await newCase(memberId)];
    const formData = { condition: 'Diabetes', mealsRequested: mealsRemaining };
    const answers = await Promise.all([
      create(memberId, 'ProcessSSBCI', formData, caseA),
      create(memberId, 'ProcessSSBCI', formData, caseB),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(failure(answers.find((answer) => answer.statusCode === 400)!)).toEqual({
      status: 400,
      message: M.ssbciNoMealsLeft,
    });
    expect(await validation()).toMatchObject({ mealsUsed: SSBCI_MEALS_PER_YEAR, mealsRemaining: 0 });
  });
});

describe('PoaValidation', () => {
  it('answers the POA enums and checks the POA member is the member’s', async () => {
    const enums = await get(`${CRM_API}/GetPoaEnums`);
    expect(enums.json()).toEqual({
      poaTypes: [...POA_TYPES],
      relationships: [...POA_RELATIONSHIPS],
      validationOutcomes: [...POA_VALIDATION_OUTCOMES],
    });
    const poa = await one<{ id: number; memberId: string; poaName: string; documentPath: string }>(
      `select id::int, member_id as "memberId", poa_name as "poaName", document_path as "documentPath" from member_poas
        where document_path is not null order by id limit 1`,
    );
    const other = await one<{ id: number }>(
      `select id::int from member_poas where member_id <> $1 order by id limit 1`,
      [poa.memberId],
    );
    const form = {
      poaMemberId: poa.id,
      poaName: poa.poaName,
      poaType: 'Healthcare',
      relationship: 'Spouse',
      validationOutcome: 'Valid',
    };
    expect((await create(poa.memberId, 'PoaValidation', form)).statusCode).toBe(200);
    expect(failure(await create(poa.memberId, 'PoaValidation', { ...form, poaMemberId: other.id }))).toEqual({
      status: 400,
      message: M.poaNotTheMembers,
    });
    expect((await create(poa.memberId, 'PoaValidation', { ...form, poaType: 'Imaginary' })).statusCode).toBe(400);
    expect((await create(poa.memberId, 'PoaValidation', { ...form, documentPath: poa.documentPath })).statusCode).toBe(
      200,
    );
    expect(
      failure(await create(poa.memberId, 'PoaValidation', { ...form, documentPath: 'poa/M000000000/other.pdf' })),
    ).toEqual({ status: 400, message: M.poaDocumentNotTheMembers });
  });
});

describe('MemberReimbursement', () => {
  it('keeps receipts as case files, refuses another case’s files, and reads the caregiver benefit', async () => {
    const plan = await one<{ contractCode: string; pbpCode: string; memberId: string }>(
      `select c.contract_code as "contractCode", c.pbp_code as "pbpCode", c.member_id as "memberId"
        from member_coverages c where c.plan_year = $1 order by c.member_id limit 1`,
      [year],
    );
    const caseId = await newCase(plan.memberId);
    const otherCase = await newCase(plan.memberId);
    const upload = async (id: number) =>
      t.as('crm.agent', {
        method: 'POST',
        url: `${CRM_API}/cases/${id}/files`,
        ...fileUpload('receipt.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'),
      });
    const receipt = (await upload(caseId)).json<CrmFile>();
    const elsewhere = (await upload(otherCase)).json<CrmFile>();
    expect(receipt).toMatchObject({ itemKind: 'case', itemId: caseId, fileName: 'receipt.png' });
    const files = await get(`${CRM_ODATA}/default.GetMemberReimbursementCaseFiles?caseId=${caseId}`);
    expect(files.json<{ items: CrmFile[] }>().items.map((file) => file.id)).toEqual([receipt.id]);
    const download = await get(`${CRM_ODATA}/default.GetFileContentForWorkflow?fileId=${receipt.id}`);
    expect(download.rawPayload.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(true);

    const form = {
      hcode: plan.contractCode,
      pbpId: plan.pbpCode,
      planYear: year,
      serviceDate: `${year}-01-15`,
      amountRequested: 120.5,
      payeeName: 'Pat Member',
      caseFileIds: [receipt.id],
    };
    expect((await create(plan.memberId, 'MemberReimbursement', form, caseId)).statusCode).toBe(200);
    expect(
      failure(await create(plan.memberId, 'MemberReimbursement', { ...form, caseFileIds: [elsewhere.id] }, caseId)),
    ).toEqual({
      status: 400,
      message: M.caseFileNotTheCases,
    });
    expect(
      failure(await create(plan.memberId, 'MemberReimbursement', { ...form, amountRequested: 0 }, caseId)),
    ).toEqual({
      status: 400,
      message: M.reimbursementAmount,
    });

    const describeUrl = `${CRM_ODATA}/default.GetCaregiverBenefitDescriptionForMemberReimbursement?hcode=${plan.contractCode}&pbpId=${plan.pbpCode}&planYear=${year}`;
    // The demo catalogue has the plan's caregiver benefit (supplemental-benefits.ts).
    const described = await get(describeUrl);
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json<CaregiverBenefitDescription>()).toMatchObject({
      benefitCode: 'CAREGIVER',
      benefitName: 'Caregiver Support',
      description: expect.stringContaining('respite care') as string,
    });
    const caregiver = `CAREGIVER${year}`;
    const stored = await one<Record<string, unknown>>('select * from supplemental_benefits where id = $1', [caregiver]);
    await t.database.pool.query('delete from supplemental_benefits where id = $1', [caregiver]);
    expect(failure(await get(describeUrl))).toEqual({ status: 404, message: CAREGIVER_MESSAGES.benefitNotFound });
    await t.database.pool.query(
      'insert into supplemental_benefits select * from json_populate_record(null::supplemental_benefits, $1)',
      [JSON.stringify(stored)],
    );
    expect(failure(await get(describeUrl.replace(`pbpId=${plan.pbpCode}`, 'pbpId=999')))).toEqual({
      status: 404,
      message: CAREGIVER_MESSAGES.planNotFound,
    });

    const awardedUrl = `${CRM_ODATA}/default.GetCaregiverBenefitAwardedDate?memberId=${plan.memberId}`;
    expect((await get(awardedUrl)).json()).toMatchObject({ awardedDate: null });
    await t.database.pool.query(
      `insert into member_benefit_allocations (member_id, benefit_id, type, transaction, amount, occurred_at, description)
       values ($1, $2, 'Benefit', 'Allocation', 500, $3, 'Caregiver support awarded')`,
      [plan.memberId, `CAREGIVER${year}`, `${year}-02-03T17:00:00Z`],
    );
    const awarded = await get(awardedUrl);
    expect(awarded.json<{ awardedDate: string }>().awardedDate).toContain(`${year}-02-03`);
  });
});

describe('who may call the workflow types’ calls', () => {
  it('refuses users without My Queue', async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from members order by member_id limit 1`,
    );
    for (const user of ['no.modules', 'network.viewer']) {
      expect((await get(`${CRM_API}/GetPoaEnums`, user)).statusCode).toBe(403);
      expect((await get(`${CRM_ODATA}/default.GetSsbciMealsValidation?memberId=${memberId}`, user)).statusCode).toBe(
        403,
      );
      expect((await post('validateCountyZipCode', { zipCode: '90802', countyCode: '06037' }, user)).statusCode).toBe(
        403,
      );
      expect(
        (await get(`${CRM_ODATA}/default.getDemographicChangeFieldHistory?memberId=${memberId}`, user)).statusCode,
      ).toBe(403);
    }
  });
});

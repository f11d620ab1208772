import { sql } from 'drizzle-orm';
import type { MailRequest, ProcessMailMaterialRequest } from '@portal/contracts/crm-my-queue/workflow-type-calls';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';

/** The SQL of plan-material mail requests (ProcessMailMaterialRequest), linked to their RequestPlanMaterial workflow. */

const MAIL_COLUMNS = sql`id, workflow_id as "workflowId", member_id as "memberId",
  member_effective_date::text as "memberEffectiveDate", plan_materials as "planMaterials", address1, address2, city,
  state, zip, email, status, created_by as "createdBy", ${isoText(sql`created_at`)} as "createdDate"`;

export async function insertMailRequest(
  tx: DbOrTx,
  input: ProcessMailMaterialRequest,
  username: string,
): Promise<MailRequest> {
  const rows = await queryRows<MailRequest>(
    tx,
    sql`insert into crm_mail_requests (member_id, member_effective_date, workflow_id, plan_materials, address1, address2,
        city, state, zip, email, created_by)
      values (${input.memberId}, ${input.memberEffectiveDate ?? null}, ${input.id}, ${sql.param(input.planMaterials)}::text[],
        ${input.address1}, ${input.address2 || null}, ${input.city}, ${input.state}, ${input.zip}, ${input.email || null},
        ${username})
      returning ${MAIL_COLUMNS}`,
  );
  const row = rows[0];
  if (!row) throw new Error('the mail request was not inserted');
  return row;
}

/** One field of a workflow's saved form (null when the workflow or the field is not there). */
export async function savedFormField(tx: DbOrTx, workflowId: number, field: string): Promise<string | null> {
  const rows = await queryRows<{ value: string | null }>(
    tx,
    sql`select form_data->>${field} as value from crm_workflows where id = ${workflowId}`,
  );
  return rows[0]?.value ?? null;
}

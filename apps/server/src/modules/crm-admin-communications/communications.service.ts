import { eq } from 'drizzle-orm';
import {
  COMMUNICATION_MESSAGES as M,
  fillMergeFields,
  type CommunicationChannel,
  type CommunicationTemplate,
  type MergeField,
  type PreviewResult,
} from '@portal/contracts/crm-admin-communications/communications';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { MODULES } from '@portal/contracts/platform/modules';
import { formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { fieldRefused, notFound } from '../../platform/errors/errors.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import { memberCoverageOn } from '../patient-360/member-record.service.ts';
import { crmCommunicationTemplates } from './communications.tables.ts';
import * as repository from './communications.repository.ts';

/**
 * The communications manager (issue 13): templates created, changed at the version read and soft deleted, each write
 * audited with before and after; the preview fills a template's merge fields from one member's record (the route
 * audits that read of member data).
 */

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-communications')?.id ?? 140;

interface TemplateInput {
  channel: CommunicationChannel;
  name: string;
  subject: string;
  body: string;
  isActive: boolean;
}

export const templates = async (db: DbOrTx, channel: CommunicationChannel | undefined) => {
  const items = await repository.templates(db, channel);
  return { items, total: items.length };
};

async function requireFreeName(db: DbOrTx, input: TemplateInput, exceptId: number | null): Promise<void> {
  if (await repository.nameTaken(db, input.channel, input.name, exceptId)) throw fieldRefused('name', M.nameExists);
}

async function saved(db: DbOrTx, id: number): Promise<CommunicationTemplate> {
  const row = await repository.template(db, id);
  if (!row) throw new Error('the saved template was not found');
  return row;
}

/** A name another template of the channel has, also when two admins save it at once (the unique index). */
const NAME_TAKEN = { field: 'name', message: M.nameExists, index: 'crm_communication_templates_name_live_idx' };

export function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<CommunicationTemplate> {
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => createTemplateIn(tx, actor, input)));
}

/** createTemplate in a transaction already open (a configuration import). */
export async function createTemplateIn(tx: Tx, actor: Actor, input: TemplateInput): Promise<CommunicationTemplate> {
  await requireFreeName(tx, input, null);
  const [row] = await tx
    .insert(crmCommunicationTemplates)
    .values({ ...input, createdBy: actor.user.username, updatedBy: actor.user.username })
    .returning({ id: crmCommunicationTemplates.id });
  if (!row) throw new Error('the template was not inserted');
  const after = await saved(tx, row.id);
  await recordAudit(tx, actor, {
    eventType: 'CommunicationTemplateCreated',
    itemId: row.id,
    moduleId: MODULE_ID,
    details: { before: null, after },
  });
  return after;
}

export function updateTemplate(
  db: Db,
  actor: Actor,
  input: TemplateInput & { id: number; version: number },
): Promise<CommunicationTemplate> {
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => updateTemplateIn(tx, actor, input)));
}

/** updateTemplate in a transaction already open (a configuration import). */
export async function updateTemplateIn(
  tx: Tx,
  actor: Actor,
  input: TemplateInput & { id: number; version: number },
): Promise<CommunicationTemplate> {
  const locked = await lockAtVersion(tx, crmCommunicationTemplates, {
    id: input.id,
    version: input.version,
    by: actor.user.username,
  });
  const before = await saved(tx, locked.id);
  await requireFreeName(tx, input, locked.id);
  const { id, version, ...values } = input;
  await tx
    .update(crmCommunicationTemplates)
    .set({ ...values, updatedBy: actor.user.username, updatedAt: new Date(), version: version + 1 })
    .where(eq(crmCommunicationTemplates.id, id));
  const after = await saved(tx, id);
  await recordAudit(tx, actor, {
    eventType: 'CommunicationTemplateUpdated',
    itemId: id,
    moduleId: MODULE_ID,
    details: { before, after },
  });
  return after;
}

/** A soft delete at the version read: the template leaves the lists, its row and audit trail stay. */
export function deleteTemplate(db: Db, actor: Actor, target: { id: number; version: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockAtVersion(tx, crmCommunicationTemplates, { ...target, by: actor.user.username });
    const before = await saved(tx, target.id);
    await tx
      .update(crmCommunicationTemplates)
      .set({ isDeleted: true, updatedBy: actor.user.username, updatedAt: new Date(), version: target.version + 1 })
      .where(eq(crmCommunicationTemplates.id, target.id));
    await recordAudit(tx, actor, {
      eventType: 'CommunicationTemplateDeleted',
      itemId: target.id,
      moduleId: MODULE_ID,
      details: { before, after: null },
    });
    return { id: target.id };
  });
}

/** The merge fields' values for one member: their record, today's coverage (plan) in Los Angeles time, today. */
async function mergeValues(db: DbOrTx, pool: Queryable, memberId: string): Promise<Record<MergeField, string>> {
  const [member] = await membersByIds(pool, [memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  const today = todayInLosAngeles();
  const coverage = await memberCoverageOn(db, memberId, today);
  const address = member.homeAddress;
  return {
    'member.firstName': member.firstName,
    'member.lastName': member.lastName,
    'member.fullName': member.fullName,
    'member.memberId': member.memberId,
    'member.dateOfBirth': formatUsDate(member.dateOfBirth),
    'member.phone': member.phone ?? '',
    'member.address': [address.address1, address.address2, address.city, `${address.state} ${address.zip5}`]
      .filter((part) => part)
      .join(', '),
    'member.pcpName': member.pcp?.name ?? '',
    'plan.name': coverage?.planName ?? '',
    'plan.contractCode': coverage?.contractCode ?? member.contractCode,
    'plan.pbpCode': coverage?.pbpCode ?? member.pbpCode,
    'plan.year': coverage ? String(coverage.planYear) : today.slice(0, 4),
    today: formatUsDate(today),
  };
}

/** The template's subject and text with the member's data in place of the merge fields. */
export async function preview(
  db: DbOrTx,
  pool: Queryable,
  request: { memberId: string; channel: CommunicationChannel; subject: string; body: string },
): Promise<PreviewResult> {
  const values = await mergeValues(db, pool, request.memberId);
  return {
    memberId: request.memberId,
    channel: request.channel,
    subject: fillMergeFields(request.subject, values),
    body: fillMergeFields(request.body, values),
  };
}

import { sql } from 'drizzle-orm';
import type {
  CrmInboundUser,
  QueueCaseTypes,
  QueueConfigItem,
  UserQueueMapping,
} from '@portal/contracts/crm-admin-queues/queues';
import type { DbOrTx } from '../../platform/db/client.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { odataField } from '../../platform/odata/odata-compile.ts';
import { crmUsersFrom, rowsOf, type ListSource } from './lists.repository.ts';

/**
 * The SQL of the queue administration (issue 13): the queues list, the user-queue mappings, the case types each queue
 * receives, and their writes. The round-robin itself stays in assignment.repository.ts; the writes here keep its
 * semantics (positions in turn order, inactive members skipped) and leave the rotation row to it.
 */

/** Every queue, active or not, with its member and case type counts (GET /odata/usermanagementqueues). */
export const QUEUES_ADMIN_LIST: ListSource = {
  from: sql`(select q.id, q.name, q.description, q.is_active, q.created_at, q.version,
      (select count(*)::int from crm_queue_members m where m.queue_id = q.id) as member_count,
      (select count(*)::int from crm_queue_members m where m.queue_id = q.id and m.is_active) as active_member_count,
      (select count(*)::int from crm_queue_case_types c where c.queue_id = q.id) as case_type_count
    from crm_queues q) l`,
  columns: sql`l.id, l.name, l.description, l.is_active as "isActive", l.member_count as "memberCount",
    l.active_member_count as "activeMemberCount", l.case_type_count as "caseTypeCount",
    l.created_at as "createdDate", l.version`,
  fields: {
    id: odataField(sql`l.id`, 'number'),
    name: odataField(sql`l.name`, 'string'),
    description: odataField(sql`l.description`, 'string'),
    isActive: odataField(sql`l.is_active`, 'boolean'),
    memberCount: odataField(sql`l.member_count`, 'number'),
    activeMemberCount: odataField(sql`l.active_member_count`, 'number'),
    caseTypeCount: odataField(sql`l.case_type_count`, 'number'),
    createdDate: odataField(sql`l.created_at`, 'datetime'),
    version: odataField(sql`l.version`, 'number'),
  },
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  tieBreaker: sql`l.id`,
};

export interface QueueRecord {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  version: number;
}

const QUEUE_COLUMNS = sql`id, name, description, is_active as "isActive", version`;

export async function queueById(db: DbOrTx, id: number): Promise<QueueRecord | undefined> {
  const [row] = await rowsOf<QueueRecord>(db, sql`select ${QUEUE_COLUMNS} from crm_queues where id = ${id}`);
  return row;
}

/** Another queue of this name (names are unique regardless of case). */
export async function queueNamed(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from crm_queues where lower(name) = lower(${name}) and id is distinct from ${exceptId} limit 1`,
  );
  return rows.length > 0;
}

export async function insertQueue(
  tx: DbOrTx,
  value: { name: string; description: string | null; isActive: boolean },
): Promise<QueueRecord> {
  const [row] = await rowsOf<QueueRecord>(
    tx,
    sql`insert into crm_queues (name, description, is_active) values (${value.name}, ${value.description},
        ${value.isActive}) returning ${QUEUE_COLUMNS}`,
  );
  if (!row) throw new Error('the queue inserted was not returned');
  return row;
}

export async function updateQueue(
  tx: DbOrTx,
  id: number,
  value: { name: string; description: string | null; isActive: boolean },
): Promise<QueueRecord> {
  const [row] = await rowsOf<QueueRecord>(
    tx,
    sql`update crm_queues set name = ${value.name}, description = ${value.description}, is_active = ${value.isActive},
        version = version + 1 where id = ${id} returning ${QUEUE_COLUMNS}`,
  );
  if (!row) throw new Error('the queue updated was not returned');
  return row;
}

/** A write to the queue's mapping or case types: the queue's version moves on (the screen's copy is then stale). */
export async function bumpQueueVersion(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`update crm_queues set version = version + 1 where id = ${id}`);
}

/** Every queue (or those named) with its members in turn order. */
export async function userQueueMappings(db: DbOrTx, queueIds?: number[]): Promise<UserQueueMapping[]> {
  const only = queueIds ? sql`where q.id = any(${sql.param(queueIds)}::int[])` : sql``;
  return rowsOf<UserQueueMapping>(
    db,
    sql`select q.id as "queueId", q.name as "queueName", q.is_active as "isActive", q.version,
        coalesce((select json_agg(json_build_object('username', m.username, 'name', coalesce(${userNameOf(sql`m.username`)}, m.username),
            'position', m.position, 'isActive', m.is_active) order by m.position, m.username)
          from crm_queue_members m where m.queue_id = q.id), '[]') as members
      from crm_queues q ${only} order by q.name, q.id`,
  );
}

/** The members of a queue in turn order, as stored (for the audit's before). */
export async function membersOf(
  db: DbOrTx,
  queueId: number,
): Promise<{ username: string; position: number; isActive: boolean }[]> {
  return rowsOf(
    db,
    sql`select username, position, is_active as "isActive" from crm_queue_members where queue_id = ${queueId}
        order by position, username`,
  );
}

/**
 * The queue's members replaced by this list, in its order: positions 10, 20, 30... (gaps leave room, and the
 * round-robin reads only their order). The rotation row is kept: the next turn goes to the first active member after
 * the last position served, which is the member after the one served last when the order is unchanged.
 */
export async function replaceMembers(
  tx: DbOrTx,
  queueId: number,
  members: readonly { username: string; isActive: boolean }[],
): Promise<void> {
  await tx.execute(sql`delete from crm_queue_members where queue_id = ${queueId}`);
  if (members.length === 0) return;
  const values = sql.join(
    members.map(
      (member, index) => sql`(${queueId}::int, ${member.username}::text, ${(index + 1) * 10}::int, ${member.isActive})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into crm_queue_members (queue_id, username, position, is_active) values ${values}`);
}

/** The active users of the CRM (My Queue read), by name: who can work a queue (GetCrmInboundUsers). */
export async function crmInboundUsers(db: DbOrTx): Promise<CrmInboundUser[]> {
  return rowsOf<CrmInboundUser>(
    db,
    sql`select l.value as username, l.text as name, coalesce(l.email, '') as email from ${crmUsersFrom('read')}
        order by l.text, l.value`,
  );
}

/** Which of these usernames are active CRM users (their spelling as stored). */
export async function crmUsersAmong(db: DbOrTx, usernames: readonly string[]): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const rows = await rowsOf<{ username: string }>(
    db,
    sql`select l.value as username from ${crmUsersFrom('read')}
        where lower(l.value) = any(${sql.param(usernames.map((name) => name.toLowerCase()))}::text[])`,
  );
  return new Map(rows.map((row) => [row.username.toLowerCase(), row.username]));
}

/** Every queue with the case types it receives, by queue name. */
export async function caseAssignmentStructure(db: DbOrTx): Promise<QueueCaseTypes[]> {
  return rowsOf<QueueCaseTypes>(
    db,
    sql`select q.id as "queueId", q.name as "queueName", q.is_active as "isActive", q.version,
        (select count(*)::int from crm_queue_members m join users u on u.username = m.username and u.is_active
          where m.queue_id = q.id and m.is_active) as "activeMemberCount",
        coalesce((select json_agg(c.case_type order by c.case_type) from crm_queue_case_types c
          where c.queue_id = q.id), '[]') as "caseTypes"
      from crm_queues q order by q.name, q.id`,
  );
}

export async function caseTypesOf(db: DbOrTx, queueId: number): Promise<string[]> {
  const rows = await rowsOf<{ caseType: string }>(
    db,
    sql`select case_type as "caseType" from crm_queue_case_types where queue_id = ${queueId} order by case_type`,
  );
  return rows.map((row) => row.caseType);
}

/** Of these case types, those routed to another queue, with that queue's name. */
export async function caseTypesTakenElsewhere(
  db: DbOrTx,
  queueId: number,
  caseTypes: readonly string[],
): Promise<{ caseType: string; queueName: string }[]> {
  if (caseTypes.length === 0) return [];
  return rowsOf(
    db,
    sql`select c.case_type as "caseType", q.name as "queueName" from crm_queue_case_types c
        join crm_queues q on q.id = c.queue_id
        where c.queue_id <> ${queueId} and c.case_type = any(${sql.param([...caseTypes])}::text[]) order by c.case_type`,
  );
}

export async function replaceCaseTypes(
  tx: DbOrTx,
  queueId: number,
  caseTypes: readonly string[],
  assignedBy: string,
): Promise<void> {
  await tx.execute(sql`delete from crm_queue_case_types where queue_id = ${queueId}`);
  if (caseTypes.length === 0) return;
  const values = sql.join(
    caseTypes.map((caseType) => sql`(${caseType}::text, ${queueId}::int, ${assignedBy}::text)`),
    sql`, `,
  );
  await tx.execute(sql`insert into crm_queue_case_types (case_type, queue_id, assigned_by) values ${values}`);
}

/**
 * The queue new cases of this type go to: routed there, active, with someone to take a turn (an active member who is
 * an active user). A queue nobody can work yet leaves the case with its creator rather than refusing it.
 */
export async function activeQueueOfCaseType(db: DbOrTx, caseType: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ queueId: number }>(
    db,
    sql`select c.queue_id as "queueId" from crm_queue_case_types c join crm_queues q on q.id = c.queue_id
        where c.case_type = ${caseType} and q.is_active and exists (select 1 from crm_queue_members m
          join users u on u.username = m.username and u.is_active where m.queue_id = q.id and m.is_active)`,
  );
  return row?.queueId;
}

// ---- Configuration export and import ----------------------------------------------------------------------------------

/** Every queue as a configuration item (no ids or versions), by name. */
export async function queueConfigItems(db: DbOrTx): Promise<QueueConfigItem[]> {
  return rowsOf<QueueConfigItem>(
    db,
    sql`select q.name, q.description, q.is_active as "isActive",
        coalesce((select json_agg(json_build_object('username', m.username, 'isActive', m.is_active)
          order by m.position, m.username) from crm_queue_members m where m.queue_id = q.id), '[]') as members,
        coalesce((select json_agg(c.case_type order by c.case_type) from crm_queue_case_types c
          where c.queue_id = q.id), '[]') as "caseTypes"
      from crm_queues q order by q.name, q.id`,
  );
}

/** The id of the queue of this name (regardless of case), if any. */
export async function queueIdNamed(db: DbOrTx, name: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from crm_queues where lower(name) = lower(${name})`);
  return row?.id;
}

/** These case types taken from any other queue (whose version moves on), so they can route to this one. */
export async function releaseCaseTypes(tx: DbOrTx, queueId: number, caseTypes: readonly string[]): Promise<void> {
  if (caseTypes.length === 0) return;
  await tx.execute(
    sql`with released as (delete from crm_queue_case_types
          where queue_id <> ${queueId} and case_type = any(${sql.param([...caseTypes])}::text[]) returning queue_id)
        update crm_queues set version = version + 1 where id in (select queue_id from released)`,
  );
}

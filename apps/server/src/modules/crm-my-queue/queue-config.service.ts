import type { z } from 'zod';
import {
  QUEUE_MESSAGES as M,
  type addQueueItemSchema,
  type CaseAssignmentStructure,
  type CrmInboundUser,
  type pushQueuesSchema,
  type Queue,
  QUEUE_CONFIG_SECTION,
  queueConfigItemSchema,
  type QueueConfigItem,
  type QueueRow,
  type updateCaseAssignmentSchema,
  type UserQueueMapping,
} from '@portal/contracts/crm-admin-queues/queues';
import type { CrmListQuery } from '@portal/contracts/crm-my-queue/lists';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { MODULES } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, fieldRefused } from '../../platform/errors/errors.ts';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { crmQueues } from './crm.tables.ts';
import { listPage } from './lists.repository.ts';
import { LIST_COUNT_CAP } from './lists.service.ts';
import * as repository from './queue-config.repository.ts';

/**
 * Queue administration (issue 13, spec §7 AddQueueItem, GetUserQueueMappings, GetCrmInboundUsers, PushQueues,
 * UpdateCaseReassignmentStructureByQueue): queues created, renamed and (de)activated; who works each queue in turn
 * order, published together by PushQueues; which case types each queue receives, followed by CreateCase. Every write
 * is one transaction with its audit row (before and after) at the queue's version (stale: 409). The CRM's round-robin
 * (assignment.service) reads what is written here.
 */

const moduleId = (key: string, fallback: number) => MODULES.find((entry) => entry.key === key)?.id ?? fallback;
/** The Queues screen's module (137) and the Case Auto Assign screen's (133): their audit rows name them. */
const QUEUES_MODULE_ID = moduleId('crm-admin-queues', 137);
const AUTO_ASSIGN_MODULE_ID = moduleId('crm-admin-case-autoassign', 133);

export async function listQueues(db: DbOrTx, query: CrmListQuery): Promise<ODataAnswer<QueueRow>> {
  const source = repository.QUEUES_ADMIN_LIST;
  const where = compileFilter(query.$filter, source.fields);
  const orderBy = compileOrderBy(query.$orderby, source.fields, source.defaultOrder, source.tieBreaker);
  const page = await listPage(db, source, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
    countCap: LIST_COUNT_CAP,
  });
  const value = page.rows as unknown as QueueRow[];
  return page.count === undefined ? { value } : { value, '@odata.count': page.count };
}

/** AddQueueItem: a new queue, or (with id and version) a rename, description change or (de)activation. */
export async function addQueueItem(db: Db, actor: Actor, input: z.output<typeof addQueueItemSchema>): Promise<Queue> {
  const { id, version, ...value } = input.queue;
  // Two admins adding the same name at once: the second meets the unique index (names ignore case).
  return uniqueField({ field: 'name', message: M.nameTaken, index: 'crm_queues_name_idx' }, () =>
    db.transaction(async (tx) => {
      if (await repository.queueNamed(tx, value.name, id ?? null)) throw fieldRefused('name', M.nameTaken);
      if (id === undefined) {
        const after = await repository.insertQueue(tx, value);
        await recordAudit(tx, actor, {
          eventType: 'CrmQueueCreated',
          itemId: after.id,
          moduleId: QUEUES_MODULE_ID,
          details: { before: null, after },
        });
        return after;
      }
      if (version === undefined) throw badRequest(M.queueNotFound);
      const locked = await lockAtVersion(tx, crmQueues, { id, version });
      const before: Queue = {
        id: locked.id,
        name: locked.name,
        description: locked.description,
        isActive: locked.isActive,
        version: locked.version,
      };
      const after = await repository.updateQueue(tx, id, value);
      await recordAudit(tx, actor, {
        eventType: before.isActive && !after.isActive ? 'CrmQueueDeactivated' : 'CrmQueueUpdated',
        itemId: id,
        moduleId: QUEUES_MODULE_ID,
        details: { before, after },
      });
      return after;
    }),
  );
}

export const userQueueMappings = async (db: DbOrTx): Promise<{ items: UserQueueMapping[] }> => ({
  items: await repository.userQueueMappings(db),
});

export const crmInboundUsers = async (db: DbOrTx): Promise<{ items: CrmInboundUser[] }> => ({
  items: await repository.crmInboundUsers(db),
});

/**
 * PushQueues: the edited mappings of the queues named, published atomically. Each queue is locked at the version the
 * screen read (409 when another admin changed it since, and then nothing is written), every user must be an active
 * CRM user (400 naming the first who is not), and each queue's members are replaced in the order given.
 */
export async function pushQueues(
  db: Db,
  actor: Actor,
  input: z.output<typeof pushQueuesSchema>,
): Promise<{ items: UserQueueMapping[] }> {
  return db.transaction(async (tx) => {
    const usernames = input.queues.flatMap((queue) => queue.members.map((member) => member.username));
    const known = await repository.crmUsersAmong(tx, usernames);
    const unknown = usernames.find((username) => !known.has(username.toLowerCase()));
    if (unknown !== undefined) throw badRequest(M.userNotCrm(unknown));
    // Locked in id order, so two pushes naming the same queues never wait on each other crosswise.
    const queues = [...input.queues].sort((a, b) => a.queueId - b.queueId);
    for (const queue of queues) await lockAtVersion(tx, crmQueues, { id: queue.queueId, version: queue.version });
    for (const queue of queues) {
      const before = await repository.membersOf(tx, queue.queueId);
      const members = queue.members.map((member) => ({
        username: known.get(member.username.toLowerCase()) ?? member.username,
        isActive: member.isActive,
      }));
      await repository.replaceMembers(tx, queue.queueId, members);
      await repository.bumpQueueVersion(tx, queue.queueId);
      await recordAudit(tx, actor, {
        eventType: 'CrmQueueMembersPushed',
        itemId: queue.queueId,
        moduleId: QUEUES_MODULE_ID,
        details: { before, after: await repository.membersOf(tx, queue.queueId) },
      });
    }
    return {
      items: await repository.userQueueMappings(
        tx,
        queues.map((queue) => queue.queueId),
      ),
    };
  });
}

export const caseAssignmentStructure = async (db: DbOrTx): Promise<CaseAssignmentStructure> => ({
  items: await repository.caseAssignmentStructure(db),
});

/**
 * UpdateCaseReassignmentStructureByQueue: the case types the queue receives, replaced at the queue's version. A case
 * type routes to one queue only: one already routed elsewhere is a 400 naming that queue (remove it there first).
 */
export async function updateCaseAssignment(
  db: Db,
  actor: Actor,
  input: z.output<typeof updateCaseAssignmentSchema>,
): Promise<CaseAssignmentStructure> {
  return db.transaction(async (tx) => {
    await lockAtVersion(tx, crmQueues, { id: input.queueId, version: input.version });
    const [taken] = await repository.caseTypesTakenElsewhere(tx, input.queueId, input.caseTypes);
    if (taken) throw badRequest(M.caseTypeTaken(taken.caseType, taken.queueName));
    const before = await repository.caseTypesOf(tx, input.queueId);
    await repository.replaceCaseTypes(tx, input.queueId, [...input.caseTypes].sort(), actor.user.username);
    await repository.bumpQueueVersion(tx, input.queueId);
    await recordAudit(tx, actor, {
      eventType: 'CrmCaseAutoAssignUpdated',
      itemId: input.queueId,
      moduleId: AUTO_ASSIGN_MODULE_ID,
      details: { before, after: await repository.caseTypesOf(tx, input.queueId) },
    });
    return { items: await repository.caseAssignmentStructure(tx) };
  });
}

/** The active queue a new case of this type goes to when it names none (the auto-assign structure), if any. */
export const autoAssignQueueOf = (tx: DbOrTx, caseType: string): Promise<number | undefined> =>
  repository.activeQueueOfCaseType(tx, caseType);

/**
 * The queues as a configuration section (export and import as JSON, platform/config-transfer): each queue by name with
 * its members in turn order and its case types. Importing sets each queue to its item: created or updated, members
 * replaced (every user an active CRM user here, else 400 and nothing imported), its case types moved to it.
 */
export const QUEUE_CONFIG: ConfigSection<QueueConfigItem> = {
  section: QUEUE_CONFIG_SECTION,
  itemSchema: queueConfigItemSchema,
  // The preview names a queue as the screens show it; a file's name matches this system's queue in any case.
  keyOf: (item) => item.name,
  keysIgnoreCase: true,
  exportItems: (db) => repository.queueConfigItems(db),
  applyItem: async (tx, actor, item, existing) => {
    const known = await repository.crmUsersAmong(
      tx,
      item.members.map((member) => member.username),
    );
    const unknown = item.members.find((member) => !known.has(member.username.toLowerCase()));
    if (unknown) throw badRequest(M.userNotCrm(unknown.username));
    const value = { name: item.name, description: item.description, isActive: item.isActive };
    const found = await repository.queueIdNamed(tx, item.name);
    const queue =
      found === undefined ? await repository.insertQueue(tx, value) : await repository.updateQueue(tx, found, value);
    await repository.replaceMembers(
      tx,
      queue.id,
      item.members.map((member) => ({
        username: known.get(member.username.toLowerCase()) ?? member.username,
        isActive: member.isActive,
      })),
    );
    await repository.releaseCaseTypes(tx, queue.id, item.caseTypes);
    await repository.replaceCaseTypes(tx, queue.id, [...item.caseTypes].sort(), actor.user.username);
    await recordAudit(tx, actor, {
      eventType: 'CrmQueueImported',
      itemId: queue.id,
      moduleId: QUEUES_MODULE_ID,
      details: { before: existing ?? null, after: item },
    });
  },
};

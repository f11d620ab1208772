import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignNext } from './assignment.service.ts';
import * as queueConfig from './queue-config.service.ts';

let t: TestApp;
const actorFor = (username: string): Actor => ({ user: { username } as CurrentUser, clientIp: '10.0.0.9' });

const queueNamed = async (name: string) => {
  const { items } = await queueConfig.userQueueMappings(t.database.db);
  return items.find((item) => item.queueName === name)!;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('queue configuration, as the round-robin reads it', () => {
  it('routes the demo grievances and appeals to their queue; other types to none', async () => {
    const appeals = await queueNamed('Grievances & Appeals');
    expect(await queueConfig.autoAssignQueueOf(t.database.db, 'Grievance')).toBe(appeals.queueId);
    expect(await queueConfig.autoAssignQueueOf(t.database.db, 'Appeal')).toBe(appeals.queueId);
    expect(await queueConfig.autoAssignQueueOf(t.database.db, 'General Inquiry')).toBeUndefined();
  });

  it('keeps the rotation across a push: the turn after the last one served, in the new order', async () => {
    const actor = actorFor('crm.admin');
    const queue = await queueConfig.addQueueItem(t.database.db, actor, {
      queue: { name: 'Rotation kept', description: null, isActive: true },
    });
    const push = (version: number, usernames: string[], inactive: string[] = []) =>
      queueConfig.pushQueues(t.database.db, actor, {
        queues: [
          {
            queueId: queue.id,
            version,
            members: usernames.map((username) => ({ username, isActive: !inactive.includes(username) })),
          },
        ],
      });
    const { items: users } = await queueConfig.crmInboundUsers(t.database.db);
    const third = users.map((user) => user.username).find((name) => name !== 'crm.agent' && name !== 'crm.admin')!;
    await push(1, ['crm.agent', 'crm.admin', third]);
    const next = () => t.database.db.transaction((tx) => assignNext(tx, queue.id));
    expect([await next(), await next()]).toEqual(['crm.agent', 'crm.admin']);
    // crm.admin (position 20) is made inactive: the next turn skips to the third member, then wraps to crm.agent.
    await push(2, ['crm.agent', 'crm.admin', third], ['crm.admin']);
    expect([await next(), await next(), await next()]).toEqual([third, 'crm.agent', third]);
  });

  it('leaves a case type with its creator while its queue has nobody taking cases', async () => {
    const actor = actorFor('crm.admin');
    const queue = await queueConfig.addQueueItem(t.database.db, actor, {
      queue: { name: 'Empty routed', description: null, isActive: true },
    });
    await queueConfig.updateCaseAssignment(t.database.db, actor, {
      queueId: queue.id,
      version: 1,
      caseTypes: ['Supplemental Benefits'],
    });
    expect(await queueConfig.autoAssignQueueOf(t.database.db, 'Supplemental Benefits')).toBeUndefined();
    await queueConfig.pushQueues(t.database.db, actor, {
      queues: [{ queueId: queue.id, version: 2, members: [{ username: 'crm.agent', isActive: true }] }],
    });
    expect(await queueConfig.autoAssignQueueOf(t.database.db, 'Supplemental Benefits')).toBe(queue.id);
  });
});

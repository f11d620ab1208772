import { describe, expect, it } from 'vitest';
import type { UserQueueMapping } from '@portal/contracts/crm-admin-queues/queues';
import { membersShown, moved, pushBody, withEdit } from './queue-mapping-edits.ts';

const mapping: UserQueueMapping = {
  queueId: 7,
  queueName: 'Member Services',
  isActive: true,
  version: 3,
  members: [
    { username: 'crm.agent', name: 'Casey Agent', position: 10, isActive: true },
    { username: 'crm.admin', name: 'Alex Admin', position: 20, isActive: true },
  ],
};

describe('queue mapping edits', () => {
  it('keeps an edit pending until it is back to what the server holds', () => {
    const shown = membersShown(mapping, new Map());
    const swapped = moved(shown, 1, -1);
    expect(swapped.map((member) => member.username)).toEqual(['crm.admin', 'crm.agent']);
    const pending = withEdit(new Map(), mapping, swapped);
    expect(pending.get(7)?.version).toBe(3);
    expect(membersShown(mapping, pending).map((member) => member.username)).toEqual(['crm.admin', 'crm.agent']);
    expect(withEdit(pending, mapping, moved(swapped, 0, 1)).size).toBe(0);
  });

  it('moves nothing past the ends and builds the PushQueues body', () => {
    const shown = membersShown(mapping, new Map());
    expect(moved(shown, 0, -1)).toEqual(shown);
    const pending = withEdit(new Map(), mapping, [{ ...shown[0]!, isActive: false }]);
    expect(pushBody(pending)).toEqual({
      queues: [{ queueId: 7, version: 3, members: [{ username: 'crm.agent', isActive: false }] }],
    });
  });
});

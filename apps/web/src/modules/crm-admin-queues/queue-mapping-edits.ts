import type { UserQueueMapping } from '@portal/contracts/crm-admin-queues/queues';

/** A queue's members as edited on the screen, in turn order, before they are pushed. */
export interface EditedMember {
  username: string;
  name: string;
  isActive: boolean;
}

/** The pending edits: queue id -> the version read and the members as edited. */
export type PendingMappings = ReadonlyMap<number, { version: number; members: EditedMember[] }>;

/** The members the screen shows for a queue: its pending edit, else what the server holds. */
export function membersShown(mapping: UserQueueMapping, pending: PendingMappings): EditedMember[] {
  return (
    pending.get(mapping.queueId)?.members ??
    mapping.members.map((member) => ({ username: member.username, name: member.name, isActive: member.isActive }))
  );
}

/** One member moved up (-1) or down (+1) in turn order; the list unchanged at its ends. */
export function moved(members: readonly EditedMember[], index: number, step: -1 | 1): EditedMember[] {
  const target = index + step;
  if (target < 0 || target >= members.length) return [...members];
  const next = [...members];
  const [member] = next.splice(index, 1);
  if (member) next.splice(target, 0, member);
  return next;
}

/** Whether the edited list differs from the server's (order, membership or active flags). */
export function differs(mapping: UserQueueMapping, members: readonly EditedMember[]): boolean {
  if (mapping.members.length !== members.length) return true;
  return mapping.members.some((member, index) => {
    const edited = members[index];
    return edited === undefined || member.username !== edited.username || member.isActive !== edited.isActive;
  });
}

/** The pending edits with this queue's members replaced (dropped when they are back to the server's). */
export function withEdit(
  pending: PendingMappings,
  mapping: UserQueueMapping,
  members: EditedMember[],
): Map<number, { version: number; members: EditedMember[] }> {
  const next = new Map(pending);
  if (differs(mapping, members)) next.set(mapping.queueId, { version: mapping.version, members });
  else next.delete(mapping.queueId);
  return next;
}

/** The PushQueues body of the pending edits. */
export function pushBody(pending: PendingMappings) {
  return {
    queues: [...pending].map(([queueId, edit]) => ({
      queueId,
      version: edit.version,
      members: edit.members.map((member) => ({ username: member.username, isActive: member.isActive })),
    })),
  };
}

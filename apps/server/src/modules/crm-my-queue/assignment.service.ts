import { CASE_MESSAGES } from '@portal/contracts/crm-my-queue/cases';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import * as repository from './assignment.repository.ts';

/**
 * Case assignment by queue (issue 12 "Assignment"): a new case created for a queue goes to the queue's next active
 * member by position, round-robin; inactive members are skipped. Safe with several server instances: the queue's turn
 * is locked in the case's own transaction (see assignment.repository.ts), so no turn is given twice or skipped, and a
 * case that fails to be created gives its turn back with the rollback.
 */

/** The username the queue's next case goes to; call it inside the transaction that creates the case. */
export async function assignNext(tx: DbOrTx, queueId: number): Promise<string> {
  const queue = await repository.queueById(tx, queueId);
  if (!queue?.isActive) throw badRequest(CASE_MESSAGES.queueNotFound);
  const lastPosition = await repository.lockRotation(tx, queueId);
  const next = await repository.nextActiveMember(tx, queueId, lastPosition);
  if (!next) throw badRequest(CASE_MESSAGES.noQueueMembers);
  await repository.saveRotation(tx, queueId, next.position);
  return next.username;
}

import { PRODUCTIVITY_MESSAGES, type MyStats, type TeamStats } from '@portal/contracts/crm-my-queue/productivity';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import { forbidden, notFound } from '../../platform/errors/errors.ts';
import { isSupervisor } from './queue.service.ts';
import * as repository from './productivity.repository.ts';

/** Productivity: the signed-in agent's counts, or (supervisors only) another agent's and the team's. */

export async function myStats(db: DbOrTx, requester: CurrentUser, username: string | undefined): Promise<MyStats> {
  if (username === undefined || username === requester.username) return repository.statsOf(db, requester.username);
  if (!isSupervisor(requester)) throw forbidden(PRODUCTIVITY_MESSAGES.supervisorOnly);
  if (!(await repository.activeUserExists(db, username))) throw notFound(PRODUCTIVITY_MESSAGES.unknownUser);
  return repository.statsOf(db, username);
}

export async function teamStats(db: DbOrTx, requester: CurrentUser): Promise<TeamStats> {
  if (!isSupervisor(requester)) throw forbidden(PRODUCTIVITY_MESSAGES.supervisorOnly);
  const agents = await repository.teamStats(db);
  return { monthStart: agents[0]?.monthStart ?? '', agents };
}

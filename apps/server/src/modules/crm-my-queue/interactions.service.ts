import type { z } from 'zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  APP_SETTING_NAMES,
  INTERACTION_MESSAGES as M,
  type CallNotes,
  type CreateInteraction,
  type AppSetting,
  type DisenrollmentReason,
  type Interaction,
  type markPortalMessagesReadSchema,
  type memberCallLogsSchema,
  type RecordingUrls,
  type UpdateInteraction,
  type upsertCallNotesSchema,
} from '@portal/contracts/crm-my-queue/interactions';
import { jobActor, recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { simulatedCallRecordings, type CallRecordings } from '../../platform/integrations/telephony-recordings.ts';
import { simulatedTelephony } from '../../platform/integrations/telephony.ts';
import { CRM_MODULE_ID, memberExists, type CrmDatabase } from './cases.service.ts';
import { crmInteractions } from './crm.tables.ts';
import * as repository from './interactions.repository.ts';

/**
 * Interactions (spec §3, §7): a member's calls and other contacts, created and updated at the version read, linked to
 * the member's cases; the call notes the telephony overlay saves while a call runs (copied into the interaction with
 * that CTI id); recordings through the telephony adapter (the simulator's are generated tones, labelled simulated);
 * files; the member portal messages read in an interaction; the retention-call fields checked against the plan's lists.
 */

const recordings: CallRecordings = simulatedCallRecordings;

const audit = (
  tx: DbOrTx,
  actor: Actor,
  eventType: string,
  itemId: string | number,
  details: Record<string, unknown>,
) => recordAudit(tx, actor, { eventType, itemId, moduleId: CRM_MODULE_ID, details });

type Fields = Omit<repository.InteractionValues, 'startedAt'> & { startedAt: string | null; caseIds: number[] };

/** The rules an interaction's fields meet together: a known member, its own cases only, a reason from the list. */
async function checkFields(database: CrmDatabase, tx: DbOrTx, fields: Fields, memberChanged: boolean): Promise<void> {
  if (fields.memberId !== null && memberChanged && !(await memberExists(database.db, fields.memberId)))
    throw badRequest(M.memberNotFound);
  if (fields.caseIds.length > 0) {
    if (fields.memberId === null) throw badRequest(M.casesNeedMember);
    const found = await repository.casesByIds(tx, fields.caseIds);
    if (found.length !== new Set(fields.caseIds).size) throw badRequest(M.caseNotFound);
    if (found.some((row) => row.memberId !== fields.memberId)) throw badRequest(M.caseOfOtherMember);
  }
  if (
    fields.disenrollmentReasonId !== null &&
    !(await repository.disenrollmentReasonExists(tx, fields.disenrollmentReasonId))
  )
    throw badRequest(M.reasonNotFound);
  if (fields.startedAt && fields.endedAt && Date.parse(fields.endedAt) < Date.parse(fields.startedAt))
    throw badRequest(M.endBeforeStart);
}

/** A CTI id given twice is the caller's mistake (two interactions for one call), not a server error. */
async function ctiIdUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'crm_interactions_cti_idx')) throw badRequest(M.ctiIdTaken);
    throw error;
  }
}

async function readBack(tx: DbOrTx, id: number): Promise<Interaction> {
  const row = await repository.interactionById(tx, id);
  if (!row) throw new Error('the interaction written was not read back');
  return row;
}

export async function interaction(db: DbOrTx, id: number): Promise<Interaction> {
  const row = await repository.interactionById(db, id);
  if (!row) throw notFound(M.interactionNotFound);
  return row;
}

export const interactionsOfCase = repository.interactionsOfCase;

/**
 * createinteraction. Notes the overlay saved for the call before the interaction existed become its notes. The request's
 * sign-in session is kept with it: a call still open when that session is over is ended by the server.
 */
export async function createInteraction(
  database: CrmDatabase,
  actor: Actor,
  input: CreateInteraction,
  sessionId: string | null = null,
): Promise<Interaction> {
  return ctiIdUnique(
    database.db.transaction(async (tx) => {
      const ctiId = input.ctiId ?? null;
      const savedNotes = ctiId !== null && input.notes == null ? await repository.callNotes(tx, ctiId) : undefined;
      const fields: Fields = {
        memberId: input.memberId ?? null,
        ctiId,
        direction: input.direction,
        interactionType: input.interactionType,
        outcome: input.outcome ?? null,
        phoneNumber: input.phoneNumber ?? null,
        agentName: input.agentName ?? actor.user.name,
        notes: input.notes ?? savedNotes?.notes ?? null,
        startedAt: input.startedAt ?? null,
        endedAt: input.endedAt ?? null,
        disenrollmentContactOutcome: input.disenrollmentContactOutcome ?? null,
        disenrollmentRequesterSource: input.disenrollmentRequesterSource ?? null,
        disenrollmentReasonId: input.disenrollmentReasonId ?? null,
        caseIds: input.caseIds,
      };
      await checkFields(database, tx, fields, true);
      if (ctiId !== null && (await repository.interactionByCtiId(tx, ctiId))) throw badRequest(M.ctiIdTaken);
      const id = await repository.insertInteraction(tx, fields, { username: actor.user.username, sessionId });
      await repository.setInteractionCases(tx, id, fields.caseIds);
      const after = await readBack(tx, id);
      await audit(tx, actor, 'CrmInteractionCreated', id, { memberId: after.memberId, before: null, after });
      return after;
    }),
  );
}

/** UpdateInteraction at the version read: the fields given replace the stored ones (null clears). */
export async function updateInteraction(
  database: CrmDatabase,
  actor: Actor,
  input: UpdateInteraction,
): Promise<Interaction> {
  return ctiIdUnique(
    database.db.transaction(async (tx) => {
      await lockAtVersion(tx, crmInteractions, { id: input.id, version: input.version, by: actor.user.username });
      const before = await readBack(tx, input.id);
      const pick = <K extends keyof Fields>(key: K): Fields[K] =>
        (input[key as keyof UpdateInteraction] === undefined
          ? before[key]
          : input[key as keyof UpdateInteraction]) as Fields[K];
      const fields: Fields = {
        memberId: pick('memberId'),
        ctiId: pick('ctiId'),
        direction: pick('direction'),
        interactionType: pick('interactionType'),
        outcome: pick('outcome'),
        phoneNumber: pick('phoneNumber'),
        agentName: pick('agentName'),
        notes: pick('notes'),
        startedAt: pick('startedAt'),
        endedAt: pick('endedAt'),
        disenrollmentContactOutcome: pick('disenrollmentContactOutcome'),
        disenrollmentRequesterSource: pick('disenrollmentRequesterSource'),
        disenrollmentReasonId: pick('disenrollmentReasonId'),
        caseIds: pick('caseIds'),
      };
      await checkFields(database, tx, fields, fields.memberId !== before.memberId);
      const updated = await repository.updateInteraction(
        tx,
        input,
        { ...fields, startedAt: fields.startedAt ?? before.startedAt },
        actor.user.username,
      );
      if (!updated) throw new Error('the locked interaction was not updated');
      if (input.caseIds !== undefined) await repository.setInteractionCases(tx, input.id, input.caseIds);
      const after = await readBack(tx, input.id);
      await audit(tx, actor, 'CrmInteractionUpdated', input.id, { memberId: after.memberId, before, after });
      return after;
    }),
  );
}

/** Who ends a call whose agent's browser went away: the server, named so in the interaction's audit. */
const SERVER_ACTOR: Actor = jobActor('system', 'System');

/**
 * Ends the calls an agent left open when every tab of theirs lost its live-hub connection (the browser closed mid-call)
 * and none came back within the grace: each interaction gets the time the last connection went as its end, and its
 * audit names the server, the agent and why. Returns the interactions ended.
 */
export async function endCallsOfDisconnectedAgent(
  db: Db,
  agent: { username: string; name: string },
  disconnectedAt: Date,
  graceSeconds: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await repository.lockOpenCallsOf(tx, agent.username);
    for (const id of ids) {
      const before = await readBack(tx, id);
      await repository.endCall(tx, id, disconnectedAt, SERVER_ACTOR.user.username);
      const after = await readBack(tx, id);
      await audit(tx, SERVER_ACTOR, 'CrmCallEndedByServer', id, {
        memberId: after.memberId,
        agent: agent.username,
        reason: M.callEndedAgentGone(agent.name, graceSeconds),
        before,
        after,
      });
    }
    return ids;
  });
}

const SESSION_OVER: Record<repository.SessionOverReason, string> = {
  'signed-out': 'signed out',
  idle: 'inactivity limit',
  lifetime: 'session lifetime',
};

/**
 * Ends the calls whose creating sign-in session is over while the call was open and its tab could not end it (signed
 * out elsewhere, lapsed by the inactivity limit or the absolute lifetime, the browser closed): each interaction gets the
 * session's sign-out time or last activity as its end, and an audit naming the server, the agent and why. A call another
 * transaction holds (its tab ending it now) is left to the next run; one already ended is never touched, so a second run
 * or a second instance changes nothing. Returns the interactions ended.
 */
export async function endCallsOfEndedSessions(
  db: Db,
  limits: { idleSeconds: number; maxSeconds: number },
  now = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ended: number[] = [];
    for (const call of await repository.lockCallsOfEndedSessions(tx, limits, now)) {
      const before = await readBack(tx, call.id);
      if (!(await repository.endCall(tx, call.id, call.endedAt, SERVER_ACTOR.user.username))) continue;
      const after = await readBack(tx, call.id);
      await audit(tx, SERVER_ACTOR, 'CrmCallEndedByServer', call.id, {
        memberId: after.memberId,
        agent: call.agent,
        reason: M.callEndedSessionOver(call.agentName, SESSION_OVER[call.reason]),
        before,
        after,
      });
      ended.push(call.id);
    }
    return ended;
  });
}

/** upsertCallNotes {talkdeskId, notes, agentName}: the call's notes, also set on the interaction with that CTI id. */
export async function upsertCallNotes(
  db: Db,
  actor: Actor,
  input: z.output<typeof upsertCallNotesSchema>,
): Promise<CallNotes> {
  return db.transaction(async (tx) => {
    const before = (await repository.callNotes(tx, input.talkdeskId, true)) ?? null;
    await repository.upsertCallNotes(tx, { ...input, userId: actor.user.username });
    const linked = await repository.lockInteractionByCtiId(tx, input.talkdeskId);
    if (linked) await repository.copyNotesToInteraction(tx, linked.id, input.notes, actor.user.username);
    const after = await repository.callNotes(tx, input.talkdeskId);
    if (!after) throw new Error('the call notes written were not read back');
    await audit(tx, actor, 'CrmCallNotesSaved', input.talkdeskId, {
      memberId: linked?.memberId ?? null,
      interactionId: linked?.id ?? null,
      before,
      after,
    });
    return after;
  });
}

/** The call's notes and the member of its interaction (for the read's audit row); undefined when none were saved. */
export async function callNotesOf(
  db: DbOrTx,
  talkdeskId: string,
): Promise<{ notes: CallNotes; memberId: string | null } | undefined> {
  const notes = await repository.callNotes(db, talkdeskId);
  if (!notes) return undefined;
  const linked = notes.interactionId === null ? undefined : await repository.interactionById(db, notes.interactionId);
  return { notes, memberId: linked?.memberId ?? null };
}

async function interactionOfCall(db: DbOrTx, ctiId: string): Promise<Interaction> {
  const row = await repository.interactionByCtiId(db, ctiId);
  if (!row) throw notFound(M.recordingNotFound);
  return row;
}

/** GetTalkdeskRecordingUrls: the call's recordings as downloads of the portal, labelled simulated when they are. */
export async function recordingUrls(
  db: DbOrTx,
  ctiId: string,
): Promise<{ answer: RecordingUrls; memberId: string | null }> {
  const call = await interactionOfCall(db, ctiId);
  const items = (await recordings.recordingsOf(ctiId)).map((recording) => ({
    url: `${CRM_ODATA}/default.GetTalkdeskRecording?talkDeskInteractionId=${encodeURIComponent(ctiId)}&index=${recording.index}`,
    durationSeconds: recording.durationSeconds,
    simulated: recordings.simulated,
    source: recordings.source,
  }));
  return { answer: { talkDeskInteractionId: ctiId, items }, memberId: call.memberId };
}

export async function recordingAudio(
  db: DbOrTx,
  ctiId: string,
  index: number,
): Promise<{ audio: Buffer; memberId: string | null; simulated: boolean }> {
  const call = await interactionOfCall(db, ctiId);
  const audio = await recordings.audioOf(ctiId, index);
  if (!audio) throw notFound(M.recordingNotFound);
  return { audio, memberId: call.memberId, simulated: recordings.simulated };
}

/** GetFileContentForInteraction {fileId}: a file attached to an interaction. */
export async function interactionFile(db: DbOrTx, fileId: number) {
  const file = await repository.interactionFile(db, fileId);
  if (!file) throw notFound(M.fileNotFound);
  return file;
}

/** getMemberCallLogs: the member's calls, newest first. */
export async function memberCallLogs(
  database: CrmDatabase,
  input: z.output<typeof memberCallLogsSchema>,
): Promise<{ items: Interaction[]; total: number }> {
  const [exists, page] = await Promise.all([
    memberExists(database.db, input.memberId),
    repository.callLogsOfMember(database.db, input),
  ]);
  if (!exists) throw notFound(M.memberNotFound);
  return page;
}

/** markMemberPortalMessagesRead {interactionId, memberId}: the member's unread portal messages, read in the interaction. */
export async function markPortalMessagesRead(
  db: Db,
  actor: Actor,
  input: z.output<typeof markPortalMessagesReadSchema>,
): Promise<{ interactionId: number; memberId: string; markedRead: number }> {
  return db.transaction(async (tx) => {
    const found = await repository.interactionById(tx, input.interactionId);
    if (!found) throw notFound(M.interactionNotFound);
    if (found.memberId !== input.memberId) throw badRequest(M.interactionOfOtherMember);
    const ids = await repository.markPortalMessagesRead(tx, { ...input, username: actor.user.username });
    await audit(tx, actor, 'CrmPortalMessagesRead', input.interactionId, {
      memberId: input.memberId,
      messageIds: ids,
      before: { readAt: null },
      after: { readBy: actor.user.username },
    });
    return { interactionId: input.interactionId, memberId: input.memberId, markedRead: ids.length };
  });
}

export async function disenrollmentReasons(db: DbOrTx): Promise<{ items: DisenrollmentReason[]; total: number }> {
  const items = await repository.disenrollmentReasons(db);
  return { items, total: items.length };
}

/**
 * GetAppSetting?name= (shell spec §7: the TalkdeskCTISource setting): the telephony adapter's CTI source, the
 * simulator's marker when the built-in simulator answers the calls.
 */
export function appSetting(name: (typeof APP_SETTING_NAMES)[number]): AppSetting {
  // One setting so far (the schema refuses any other name); issue 13's getAppSettings adds the rest.
  return { name, value: simulatedTelephony.ctiSource };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SECURE_MESSAGE_MESSAGES as M,
  archiveSchema,
  createThreadSchema,
  recipientOptionsSchema,
  recipientsQuerySchema,
  replySchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadListSchema,
  threadRowSchema,
  threadsQuerySchema,
  unreadCountSchema,
  type CreateThread,
  type MessageChannel,
  type RecipientOptions,
  type ThreadDetail,
  type ThreadList,
  type ThreadRow,
  type ThreadsQuery,
  type UnreadCount,
} from '@portal/contracts/messages/messages';
import type { PortalMessageList, PortalMessagesQuery } from '@portal/contracts/crm-my-queue/member-workspace';
import type { ModuleKey } from '@portal/contracts/platform/modules';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import { access, requireUser, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf, recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import { memberPortalMessages } from '../crm-my-queue/member-workspace.service.ts';
import { notifySecureMessagesChanged } from './messages-live.ts';
import * as repository from './messages.repository.ts';

/**
 * Secure messages' rules, for every screen that shows the store: a view names the module it is read through (the audit
 * rows' module), the channel it lists (none: all the user's threads) and the channel its new threads get. A user reads
 * and writes only the threads they take part in (404 otherwise, so a thread's existence is not told); every write is
 * audited in its transaction with before and after; message bodies never go to a log or an audit row.
 */
export interface MessageView {
  moduleId: number;
  /** The channel listed; undefined lists all the user's threads. */
  channel: MessageChannel | undefined;
  /** The channel of the threads started here. */
  createChannel: MessageChannel;
}

/** Who may be written to from a view: staff holding a module, and the members the view allows. */
export interface ComposeRules {
  /** Staff recipients must hold this module (read). */
  recipientModuleId: number;
  /** Refuses (400) a member the sender may not write about; called with the member's primary care provider id. */
  checkMember?: (member: { memberId: string; pcpProviderId: number | null }) => Promise<void>;
}

export async function listThreads(db: DbOrTx, user: CurrentUser, view: MessageView, query: ThreadsQuery) {
  const page = await repository.listThreads(db, {
    ...query,
    search: query.search,
    username: user.username,
    channel: view.channel,
  });
  return page satisfies ThreadList;
}

async function requireThread(db: DbOrTx, user: CurrentUser, view: MessageView, threadId: number): Promise<ThreadRow> {
  const thread = await repository.threadOf(db, user.username, view.channel, threadId);
  if (!thread) throw notFound(M.threadNotFound);
  return thread;
}

/** A thread with its participants and messages (only for a participant). */
export async function threadDetail(
  db: DbOrTx,
  user: CurrentUser,
  view: MessageView,
  threadId: number,
): Promise<ThreadDetail> {
  const thread = await requireThread(db, user, view, threadId);
  const [participants, messages] = await Promise.all([
    repository.participantsOf(db, threadId),
    repository.messagesOf(db, threadId, user.username),
  ]);
  return { thread, participants, messages };
}

export const unreadCount = (db: DbOrTx, user: CurrentUser, view: MessageView): Promise<UnreadCount> =>
  repository.unreadCount(db, user.username, view.channel);

/** Staff who can be written to from a view (holding its recipient module), other than the sender. */
export async function recipientOptions(
  db: DbOrTx,
  user: CurrentUser,
  rules: ComposeRules,
  search: string | undefined,
): Promise<RecipientOptions> {
  const items = await repository.staffHoldingModule(db, {
    moduleId: rules.recipientModuleId,
    action: 'read',
    search,
    limit: 51,
  });
  return { items: items.filter((item) => item.username !== user.username).slice(0, 50) };
}

/** Active staff holding an action on a module (Member Inquiries' assignees use it too). */
export const staffHoldingModule = repository.staffHoldingModule;

/** Starts a thread with its first message, to staff holding the view's module and/or the member (member portal). */
export async function createThread(
  db: Db,
  pool: Queryable,
  actor: Actor,
  view: MessageView,
  rules: ComposeRules,
  input: CreateThread,
): Promise<ThreadDetail> {
  const recipients = [...new Set(input.recipients)].filter((username) => username !== actor.user.username);
  if (recipients.length === 0 && !input.includeMember) throw badRequest(M.recipientRequired);
  if (input.includeMember && !input.memberId) throw badRequest(M.memberNeededForPortal);
  if (input.memberId) {
    const [member] = await membersByIds(pool, [input.memberId]);
    if (!member) throw badRequest(M.memberNotFound);
    await rules.checkMember?.({ memberId: member.memberId, pcpProviderId: member.pcp?.id ?? null });
  }
  if (recipients.length > 0) {
    const known = await repository.staffHoldingModule(db, {
      moduleId: rules.recipientModuleId,
      action: 'read',
      usernames: recipients,
      limit: recipients.length,
    });
    const missing = recipients.find((username) => !known.some((user) => user.username === username));
    if (missing) throw badRequest(M.recipientNotFound(missing));
  }
  const threadId = await db.transaction(async (tx) => {
    const id = await repository.insertThread(tx, {
      subject: input.subject,
      channel: view.createChannel,
      memberId: input.memberId,
      includesMember: input.includeMember,
      createdBy: actor.user.username,
    });
    await repository.insertParticipants(tx, id, actor.user.username, recipients);
    const message = await repository.insertMessage(tx, {
      threadId: id,
      senderKind: 'Staff',
      senderUsername: actor.user.username,
      senderName: actor.user.name,
      body: input.body,
    });
    await recordAudit(tx, actor, {
      eventType: 'SecureThreadCreated',
      itemId: id,
      moduleId: view.moduleId,
      details: {
        memberId: input.memberId,
        before: null,
        after: {
          subject: input.subject,
          channel: view.createChannel,
          includesMember: input.includeMember,
          participants: [actor.user.username, ...recipients],
          messageId: message.id,
        },
      },
    });
    return id;
  });
  // After the commit: the recipients' inboxes and badges read again, live.
  notifySecureMessagesChanged(recipients, { threadId });
  return threadDetail(db, actor.user, view, threadId);
}

/** Adds the user's reply to a thread they take part in; the thread comes back to every participant's inbox. */
export async function reply(
  db: Db,
  actor: Actor,
  view: MessageView,
  threadId: number,
  body: string,
): Promise<ThreadDetail> {
  const thread = await requireThread(db, actor.user, view, threadId);
  await db.transaction(async (tx) => {
    const message = await repository.insertMessage(tx, {
      threadId,
      senderKind: 'Staff',
      senderUsername: actor.user.username,
      senderName: actor.user.name,
      body,
    });
    await recordAudit(tx, actor, {
      eventType: 'SecureMessageSent',
      itemId: threadId,
      moduleId: view.moduleId,
      details: {
        memberId: thread.memberId,
        before: { messageCount: thread.messageCount },
        after: { messageCount: thread.messageCount + 1, messageId: message.id },
      },
    });
  });
  const detail = await threadDetail(db, actor.user, view, threadId);
  // After the commit: every other participant's inbox and badge read again, live.
  notifySecureMessagesChanged(
    detail.participants.map((participant) => participant.username).filter((name) => name !== actor.user.username),
    { threadId },
  );
  return detail;
}

/** The user has read the thread up to its last message. */
export async function markRead(db: Db, actor: Actor, view: MessageView, threadId: number): Promise<UnreadCount> {
  const thread = await requireThread(db, actor.user, view, threadId);
  await db.transaction(async (tx) => {
    const change = await repository.markRead(tx, threadId, actor.user.username);
    if (!change) throw notFound(M.threadNotFound);
    await recordAudit(tx, actor, {
      eventType: 'SecureThreadRead',
      itemId: threadId,
      moduleId: view.moduleId,
      details: {
        memberId: thread.memberId,
        before: { lastReadAt: change.before, unreadCount: thread.unreadCount },
        after: { lastReadAt: change.after, unreadCount: 0 },
      },
    });
  });
  // The reader's count changed: their other tabs and menu badge read again.
  notifySecureMessagesChanged([actor.user.username], { threadId });
  return unreadCount(db, actor.user, view);
}

/** Archives the thread for the user alone (or moves it back to the inbox). */
export async function archive(
  db: Db,
  actor: Actor,
  view: MessageView,
  threadId: number,
  archived: boolean,
): Promise<ThreadRow> {
  const thread = await requireThread(db, actor.user, view, threadId);
  await db.transaction(async (tx) => {
    const change = await repository.setArchived(tx, threadId, actor.user.username, archived);
    if (!change) throw notFound(M.threadNotFound);
    await recordAudit(tx, actor, {
      eventType: archived ? 'SecureThreadArchived' : 'SecureThreadRestored',
      itemId: threadId,
      moduleId: view.moduleId,
      details: { memberId: thread.memberId, before: { archived: change.before }, after: { archived } },
    });
  });
  notifySecureMessagesChanged([actor.user.username], { threadId });
  return requireThread(db, actor.user, view, threadId);
}

/**
 * The member portal's messages of a member the user has a thread about, read through the CRM member workspace (the
 * store of member portal messages, crm-my-queue): they are not copied into secure messages.
 */
export async function memberPortalMessagesOf(
  db: Db,
  pool: Queryable,
  user: CurrentUser,
  query: PortalMessagesQuery,
): Promise<PortalMessageList> {
  if (!(await repository.takesPartAboutMember(db, user.username, query.memberId))) throw notFound(M.threadNotFound);
  return memberPortalMessages(db, pool, query);
}

/** The provider's panel members to write to (Message Center). */
export const panelMembers = repository.panelMembers;

/** What the thread routes of a screen differ in: their path, the module they are declared on, the view and its rules. */
export interface ThreadRoutes {
  api: string;
  moduleKey: ModuleKey;
  view: MessageView;
  /** Who the user may write to from this screen. */
  composeRules: (db: DbOrTx, user: CurrentUser) => ComposeRules;
}

/**
 * The routes of a view's threads, the same on every screen that shows the store (Messages, the Care on Demand Message
 * Center): list, detail, unread count, recipients, compose, reply, mark read, archive. Offered here, the module's one
 * door, so that another module's routes mount them too.
 */
export function registerThreadRoutes(fastify: FastifyInstance, { api, moduleKey, view, composeRules }: ThreadRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access(moduleKey, 'read', { memberData });
  const write = access(moduleKey, 'write');
  // Marking read and archiving change only the user's own view of a thread sent to them: a colleague who may only read
  // Messages (a recipient holds read) clears their unread badge and files their inbox too.
  const ownState = access(moduleKey, 'read');

  app.get(
    `${api}/Threads`,
    {
      config: read('Message threads viewed.'),
      schema: { querystring: threadsQuerySchema, response: { 200: threadListSchema } },
    },
    async (request) => listThreads(db, requireUser(request), view, request.query),
  );
  app.get(
    `${api}/Threads/:id`,
    {
      config: read('Message thread viewed.'),
      schema: { params: threadIdParamsSchema, response: { 200: threadDetailSchema } },
    },
    async (request) => threadDetail(db, requireUser(request), view, request.params.id),
  );
  app.get(
    `${api}/UnreadCount`,
    { config: access(moduleKey, 'read'), schema: { response: { 200: unreadCountSchema } } },
    async (request) => unreadCount(db, requireUser(request), view),
  );
  app.get(
    `${api}/Recipients`,
    { config: write, schema: { querystring: recipientsQuerySchema, response: { 200: recipientOptionsSchema } } },
    async (request) => {
      const user = requireUser(request);
      return recipientOptions(db, user, composeRules(db, user), request.query.search);
    },
  );
  app.post(
    `${api}/Threads`,
    { config: write, schema: { body: createThreadSchema, response: { 200: threadDetailSchema } } },
    async (request) => {
      const actor = actorOf(request);
      return createThread(db, pool, actor, view, composeRules(db, actor.user), request.body);
    },
  );
  app.post(
    `${api}/Threads/:id/Reply`,
    {
      config: write,
      schema: { params: threadIdParamsSchema, body: replySchema, response: { 200: threadDetailSchema } },
    },
    async (request) => reply(db, actorOf(request), view, request.params.id, request.body.body),
  );
  app.post(
    `${api}/Threads/:id/MarkRead`,
    { config: ownState, schema: { params: threadIdParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => markRead(db, actorOf(request), view, request.params.id),
  );
  app.post(
    `${api}/Threads/:id/Archive`,
    {
      config: ownState,
      schema: { params: threadIdParamsSchema, body: archiveSchema, response: { 200: threadRowSchema } },
    },
    async (request) => archive(db, actorOf(request), view, request.params.id, request.body.archived),
  );
}

import { sql, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageFolder, SecureMessage, ThreadRow } from '@portal/contracts/messages/messages';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { rowsOf } from '../../platform/db/list-page.ts';
import { secureMessageParticipants, secureMessages, secureMessageThreads } from './messages.tables.ts';

/**
 * The secure-message store's SQL. Every read is the reader's own: a thread is reached through the reader's participant
 * row (secure_message_participants_user_idx), so a thread the user does not take part in is never read. Member names
 * come from the members reference table.
 */

/** Messages of a thread the participant has not read: sent by someone else after they last read it. */
const unreadOf = (participant: SQL) => sql`(select count(*)::int from secure_messages sm where sm.thread_id = t.id
  and sm.sent_at > coalesce(${participant}.last_read_at, '-infinity'::timestamptz)
  and sm.sender_username is distinct from ${participant}.username)`;

/** The reader's threads (of one channel, or all) as the list shows them. */
function threadRows(username: string, channel: MessageChannel | undefined): SQL {
  const ofChannel = channel ? sql` and t.channel = ${channel}` : sql``;
  return sql`select t.id, t.subject, t.channel, t.member_id as "memberId", m.full_name as "memberName",
      t.includes_member as "includesMember",
      array(select coalesce(u.name, pp.username) from secure_message_participants pp
        left join users u on u.username = pp.username where pp.thread_id = t.id order by 1) as participants,
      t.last_message_at as "lastMessageAt", last.sender_name as "lastSenderName", coalesce(left(last.body, 140), '') as preview,
      (select count(*)::int from secure_messages c where c.thread_id = t.id) as "messageCount",
      ${unreadOf(sql`p`)} as "unreadCount", p.archived
    from secure_message_participants p join secure_message_threads t on t.id = p.thread_id
    left join members m on m.member_id = t.member_id
    left join lateral (select sm.sender_name, sm.body from secure_messages sm where sm.thread_id = t.id
      order by sm.sent_at desc, sm.id desc limit 1) last on true
    where p.username = ${username}${ofChannel}`;
}

const FOLDER: Record<MessageFolder, SQL> = {
  unread: sql`not x.archived and x."unreadCount" > 0`,
  all: sql`not x.archived`,
  archived: sql`x.archived`,
};

export interface ThreadListFilter {
  username: string;
  channel: MessageChannel | undefined;
  folder: MessageFolder;
  search: string | undefined;
  skip: number;
  take: number;
}

/** A page of the reader's threads in a folder, unread first, then the latest first. */
export async function listThreads(
  db: DbOrTx,
  filter: ThreadListFilter,
): Promise<{ items: ThreadRow[]; total: number; unreadThreads: number }> {
  const rows = threadRows(filter.username, filter.channel);
  const where: SQL[] = [FOLDER[filter.folder]];
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    where.push(sql`(lower(x.subject) like ${pattern} or lower(coalesce(x."memberName", '')) like ${pattern}
      or lower(coalesce(x."memberId", '')) like ${pattern})`);
  }
  const [items, [counts]] = await Promise.all([
    rowsOf<ThreadRow>(
      db,
      sql`select * from (${rows}) x where ${sql.join(where, sql` and `)}
        order by (x."unreadCount" > 0) desc, x."lastMessageAt" desc, x.id desc limit ${filter.take} offset ${filter.skip}`,
    ),
    rowsOf<{ total: number; unreadThreads: number }>(
      db,
      sql`select count(*) filter (where ${sql.join(where, sql` and `)})::int as total,
        count(*) filter (where ${FOLDER.unread})::int as "unreadThreads" from (${rows}) x`,
    ),
  ]);
  return { items, total: counts?.total ?? 0, unreadThreads: counts?.unreadThreads ?? 0 };
}

/** One of the reader's threads as the list shows it, or null when they take no part in it. */
export async function threadOf(
  db: DbOrTx,
  username: string,
  channel: MessageChannel | undefined,
  threadId: number,
): Promise<ThreadRow | null> {
  const [row] = await rowsOf<ThreadRow>(db, sql`${threadRows(username, channel)} and t.id = ${threadId}`);
  return row ?? null;
}

export async function participantsOf(
  db: DbOrTx,
  threadId: number,
): Promise<{ username: string; name: string; lastReadAt: string | null }[]> {
  return rowsOf(
    db,
    sql`select p.username, coalesce(u.name, p.username) as name, p.last_read_at as "lastReadAt"
      from secure_message_participants p left join users u on u.username = p.username
      where p.thread_id = ${threadId} order by name`,
  );
}

/** A thread's messages in the order sent, each marked unread or not for the reader. */
export async function messagesOf(db: DbOrTx, threadId: number, username: string): Promise<SecureMessage[]> {
  return rowsOf<SecureMessage>(
    db,
    sql`select sm.id::int as id, sm.sender_kind as "senderKind", sm.sender_username as "senderUsername",
        sm.sender_name as "senderName", sm.body, sm.sent_at as "sentAt",
        (sm.sent_at > coalesce(p.last_read_at, '-infinity'::timestamptz) and sm.sender_username is distinct from p.username) as unread
      from secure_messages sm join secure_message_participants p on p.thread_id = sm.thread_id and p.username = ${username}
      where sm.thread_id = ${threadId} order by sm.sent_at, sm.id`,
  );
}

/** The reader's unread threads and messages (not archived), of one channel or all. */
export async function unreadCount(
  db: DbOrTx,
  username: string,
  channel: MessageChannel | undefined,
): Promise<{ unreadThreads: number; unreadMessages: number }> {
  const [row] = await rowsOf<{ unreadThreads: number; unreadMessages: number }>(
    db,
    sql`select count(*) filter (where x."unreadCount" > 0)::int as "unreadThreads",
      coalesce(sum(x."unreadCount"), 0)::int as "unreadMessages"
      from (select ${unreadOf(sql`p`)} as "unreadCount" from secure_message_participants p
        join secure_message_threads t on t.id = p.thread_id
        where p.username = ${username} and not p.archived${channel ? sql` and t.channel = ${channel}` : sql``}) x`,
  );
  return row ?? { unreadThreads: 0, unreadMessages: 0 };
}

/** Whether the user takes part in a thread about the member. */
export async function takesPartAboutMember(db: DbOrTx, username: string, memberId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from secure_message_participants p join secure_message_threads t on t.id = p.thread_id
      where p.username = ${username} and t.member_id = ${memberId} limit 1`,
  );
  return rows.length > 0;
}

// ---- Writes ---------------------------------------------------------------------------------------------------------

export interface NewThread {
  subject: string;
  channel: MessageChannel;
  memberId: string | null;
  includesMember: boolean;
  createdBy: string;
}

export async function insertThread(tx: DbOrTx, thread: NewThread): Promise<number> {
  const [row] = await tx.insert(secureMessageThreads).values(thread).returning({ id: secureMessageThreads.id });
  if (!row) throw new Error('the thread was not inserted');
  return row.id;
}

/** Adds the participants; the sender has read the thread as they start it. */
export async function insertParticipants(
  tx: DbOrTx,
  threadId: number,
  sender: string,
  usernames: readonly string[],
): Promise<void> {
  const others = [...new Set(usernames)].filter((username) => username !== sender);
  await tx
    .insert(secureMessageParticipants)
    .values([
      { threadId, username: sender, lastReadAt: sql`now()` },
      ...others.map((username) => ({ threadId, username })),
    ]);
}

/** Adds a message, moves the thread's last-message time, and brings it back to every participant's inbox. */
export async function insertMessage(
  tx: DbOrTx,
  message: {
    threadId: number;
    senderKind: 'Staff' | 'Member';
    senderUsername: string | null;
    senderName: string;
    body: string;
  },
): Promise<{ id: number; sentAt: Date }> {
  const [row] = await tx
    .insert(secureMessages)
    .values(message)
    .returning({ id: secureMessages.id, sentAt: secureMessages.sentAt });
  if (!row) throw new Error('the message was not inserted');
  await tx.execute(sql`update secure_message_threads set last_message_at = ${row.sentAt.toISOString()}::timestamptz
    where id = ${message.threadId}`);
  await tx.execute(sql`update secure_message_participants set archived = false
    where thread_id = ${message.threadId} and archived`);
  if (message.senderUsername) await markRead(tx, message.threadId, message.senderUsername);
  return row;
}

/** The participant has read the thread up to now; the read time before and after. */
export async function markRead(
  tx: DbOrTx,
  threadId: number,
  username: string,
): Promise<{ before: string | null; after: string } | null> {
  const [row] = await rowsOf<{ before: string | null; after: string }>(
    tx,
    sql`update secure_message_participants p set last_read_at = greatest(now(), (select max(sent_at) from secure_messages where thread_id = ${threadId}))
      from (select id, last_read_at from secure_message_participants where thread_id = ${threadId} and username = ${username} for update) old
      where p.id = old.id returning old.last_read_at as before, p.last_read_at as after`,
  );
  return row ?? null;
}

/** Archives the thread for the participant (or brings it back); whether it was archived before. */
export async function setArchived(
  tx: DbOrTx,
  threadId: number,
  username: string,
  archived: boolean,
): Promise<{ before: boolean } | null> {
  const [row] = await rowsOf<{ before: boolean }>(
    tx,
    sql`update secure_message_participants p set archived = ${archived}
      from (select id, archived from secure_message_participants where thread_id = ${threadId} and username = ${username} for update) old
      where p.id = old.id returning old.archived as before`,
  );
  return row ?? null;
}

// ---- Staff ----------------------------------------------------------------------------------------------------------

/**
 * Active staff holding `action` on a module through one of their groups or a grant of their own (administrators hold
 * every module but are not offered as recipients unless granted it), whose name or username contains the text.
 */
export async function staffHoldingModule(
  db: DbOrTx,
  filter: {
    moduleId: number;
    action: string;
    search?: string | undefined;
    usernames?: readonly string[];
    limit: number;
  },
): Promise<{ username: string; name: string }[]> {
  const where: SQL[] = [
    sql`u.is_active`,
    sql`(exists (select 1 from user_groups ug join module_grants g on g.group_id = ug.group_id
        where ug.user_id = u.id and g.module_id = ${filter.moduleId} and ${filter.action}::text = any(g.actions))
      or exists (select 1 from module_grants g where g.user_id = u.id and g.module_id = ${filter.moduleId}
        and ${filter.action}::text = any(g.actions)))`,
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    where.push(sql`(lower(u.username) like ${pattern} or lower(u.name) like ${pattern})`);
  }
  if (filter.usernames) where.push(sql`u.username = any(${sql.param([...filter.usernames])}::text[])`);
  return rowsOf(
    db,
    sql`select u.username, u.name from users u where ${sql.join(where, sql` and `)}
      order by lower(u.name), u.username limit ${filter.limit}`,
  );
}

/** Members whose primary care provider is the provider, by name or member id containing the text; 50 at most. */
export async function panelMembers(
  db: DbOrTx,
  providerId: number,
  search: string | undefined,
): Promise<{ memberId: string; name: string }[]> {
  const pattern = containsPattern((search ?? '').toLowerCase());
  return rowsOf(
    db,
    sql`select m.member_id as "memberId", m.full_name as name from members m
      where m.pcp_provider_id = ${providerId} and (lower(m.full_name) like ${pattern} or lower(m.member_id) like ${pattern})
      order by m.last_name, m.first_name, m.member_id limit 50`,
  );
}

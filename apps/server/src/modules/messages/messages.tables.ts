import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Secure messages (module 59 Messages; Care on Demand's Message Center reads the same store through messages.service.ts):
 * a thread about a member (or between staff), its staff participants with their own read and archive state, and its
 * messages. The member takes part through the member portal when `includesMember` is set. Owned by the messages module.
 */
export const secureMessageThreads = pgTable(
  'secure_message_threads',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** Where the thread was started: Messages (staff inbox) or CareOnDemand (the provider's Message Center). */
    channel: text('channel').notNull(),
    /** The member the thread is about; null for a staff-only thread. */
    memberId: text('member_id'),
    /** The member reads and writes in the thread through the member portal. */
    includesMember: boolean('includes_member').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('secure_message_threads_member_idx').on(t.memberId)],
);

/** A staff participant of a thread: what they have read (up to `lastReadAt`) and whether they archived it. */
export const secureMessageParticipants = pgTable(
  'secure_message_participants',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => secureMessageThreads.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('secure_message_participants_thread_user_idx').on(t.threadId, t.username),
    index('secure_message_participants_user_idx').on(t.username, t.archived),
  ],
);

/** One message: plain text up to 4,000 characters, from a staff user or from the member (member portal). */
export const secureMessages = pgTable(
  'secure_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => secureMessageThreads.id, { onDelete: 'cascade' }),
    /** Staff or Member. */
    senderKind: text('sender_kind').notNull(),
    /** The staff sender's username; null for the member. */
    senderUsername: text('sender_username'),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('secure_messages_thread_idx').on(t.threadId, t.sentAt)],
);

import { bigserial, customType, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Who has which member open, shared by every server instance (shell spec §2.3: 'Occupied' when another user has
 * the member tab open). One row per socket, member and tab; a socket's rows go when it disconnects, and rows of an
 * instance that died are ignored once its heartbeat (last_seen_at) is older than the stale window.
 */
export const hubConnections = pgTable(
  'hub_connections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    socketId: text('socket_id').notNull(),
    instanceId: text('instance_id').notNull(),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    userName: text('user_name').notNull(),
    memberId: text('member_id').notNull(),
    tabId: text('tab_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('hub_connections_socket_member_tab_uq').on(t.socketId, t.memberId, t.tabId),
    index('hub_connections_member_idx').on(t.memberId),
    index('hub_connections_instance_idx').on(t.instanceId),
  ],
);

/** Large payloads of the socket.io PostgreSQL adapter (its documented table; the adapter cleans it up itself). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

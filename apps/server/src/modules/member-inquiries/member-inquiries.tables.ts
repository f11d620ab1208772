import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Member Inquiries (module 47): questions members send the plan by phone, portal, mail or e-mail, worked from New to
 * In Progress (assigned), Responded (with the response) and Closed. Every change is made at the version read.
 */
export const memberInquiries = pgTable(
  'member_inquiries',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id').notNull(),
    /** Phone, Portal, Mail, Email. */
    channel: text('channel').notNull(),
    /** Benefits, Claims, Billing, Provider, Pharmacy, Other. */
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** New, In Progress, Responded, Closed. */
    status: text('status').notNull().default('New'),
    /** The username of the staff user working it. */
    assignedTo: text('assigned_to'),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: text('responded_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('member_inquiries_status_received_idx').on(t.status, t.receivedAt.desc()),
    index('member_inquiries_received_idx').on(t.receivedAt.desc()),
    index('member_inquiries_member_idx').on(t.memberId),
    index('member_inquiries_assigned_idx').on(t.assignedTo),
  ],
);

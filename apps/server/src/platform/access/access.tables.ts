import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    orgType: text('org_type').notNull(),
    referenceId: text('reference_id'),
    facetsId: text('facets_id'),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('organizations_type_name_idx').on(t.orgType, t.name),
    // A delete counts the children of an organization.
    index('organizations_parent_idx').on(t.parentId),
    // User Management searches by the start of name, reference id or Facets id (thousands of IPAs).
    index('organizations_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('organizations_reference_prefix_idx').on(sql`lower(${t.referenceId}) text_pattern_ops`),
    index('organizations_facets_prefix_idx').on(sql`lower(${t.facetsId}) text_pattern_ops`),
  ],
);

export const domains = pgTable('domains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  version: integer('version').notNull().default(1),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    city: text('city'),
    country: text('country'),
    passwordHash: text('password_hash'),
    /** Who the identity provider says this user is: issuer and subject, set at the first sign-in. */
    issuer: text('issuer'),
    subject: text('subject'),
    talkdeskEnabled: boolean('talkdesk_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    organizationId: integer('organization_id').references(() => organizations.id),
    domainId: integer('domain_id').references(() => domains.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject),
    index('users_email_idx').on(t.email),
    // A delete of an organization or a domain counts the users that still name it.
    index('users_organization_idx').on(t.organizationId),
    index('users_domain_idx').on(t.domainId),
    // User Management and the user report search by the start of username, name, family name or email.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_family_name_prefix_idx').on(sql`lower(${t.familyName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  version: integer('version').notNull().default(1),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** A module grant to a group or to one user: which actions of which module. */
export const moduleGrants = pgTable(
  'module_grants',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [index('module_grants_group_idx').on(t.groupId), index('module_grants_user_idx').on(t.userId)],
);

export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    eventType: text('event_type').notNull(),
    extras: text('extras'),
    clientIp: text('client_ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_at_idx').on(t.userId, t.at), index('user_events_at_idx').on(t.at)],
);

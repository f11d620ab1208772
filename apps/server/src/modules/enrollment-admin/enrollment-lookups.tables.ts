import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Short code lists by partition (LetterReasonCode, FaxServerFileStatus, SalesType, Language ...). */
export const enrollmentLookupDescriptions = pgTable(
  'enrollment_lookup_descriptions',
  {
    id: serial('id').primaryKey(),
    partitionName: text('partition_name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollment_lookup_descriptions_partition_code_uq').on(t.partitionName, t.code),
    index('enrollment_lookup_descriptions_partition_sort_idx').on(t.partitionName, t.sortOrder),
  ],
);

export const enrollmentSalesReps = pgTable(
  'enrollment_sales_reps',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    npn: text('npn').notNull(),
    email: text('email'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollment_sales_reps_code_uq').on(t.code),
    uniqueIndex('enrollment_sales_reps_npn_uq').on(t.npn),
    index('enrollment_sales_reps_name_idx').on(t.lastName, t.firstName),
  ],
);

export const enrollmentBrokers = pgTable(
  'enrollment_brokers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    agencyName: text('agency_name'),
    npn: text('npn').notNull(),
    email: text('email'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollment_brokers_code_uq').on(t.code),
    uniqueIndex('enrollment_brokers_npn_uq').on(t.npn),
    index('enrollment_brokers_name_idx').on(t.name),
  ],
);

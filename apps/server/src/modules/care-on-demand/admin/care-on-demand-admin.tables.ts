import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Care on Demand Admin (module 160) and Provider Manager (module 162): what the telehealth service's operations staff
 * configure. Owned by care-on-demand/admin; the visit screens read it through its service functions.
 */

/** The kinds of virtual visit members can book or request: name (unique regardless of case), Video/Audio/Both, length. */
export const codVisitTypes = pgTable(
  'cod_visit_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Video, Audio or Both. */
    appointmentType: text('appointment_type').notNull(),
    defaultDurationMinutes: integer('default_duration_minutes').notNull(),
    onDemandAllowed: boolean('on_demand_allowed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('cod_visit_types_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * A telehealth provider's weekly availability: one slot per row, a weekday (1 Monday .. 7 Sunday, ISO) and a start and
 * end time of day in the plan's time zone (America/Los_Angeles). Slots of one provider and weekday never overlap (the
 * service checks under a per-provider lock).
 */
export const codScheduleSlots = pgTable(
  'cod_schedule_slots',
  {
    id: serial('id').primaryKey(),
    providerUserId: integer('provider_user_id').notNull(),
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('cod_schedule_slots_provider_day_idx').on(table.providerUserId, table.weekday, table.startTime)],
);

/**
 * A telehealth provider's time off: Los Angeles days from `from_date` to `to_date` (both included), the whole day or,
 * with a start and an end time, that window on each of the days; a reason. OpenTimes offers no time inside it. The
 * index serves "this provider's time off overlapping this day" (to_date >= day, then from_date <= day).
 */
export const codTimeOff = pgTable(
  'cod_time_off',
  {
    id: serial('id').primaryKey(),
    providerUserId: integer('provider_user_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Both null: the whole day. */
    startTime: time('start_time'),
    endTime: time('end_time'),
    reason: text('reason').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('cod_time_off_provider_days_idx').on(table.providerUserId, table.toDate, table.fromDate)],
);

/**
 * The one row of video visit settings (id 1): the ICE servers browsers use to connect a visit. No row: no ICE servers
 * (host candidates only, one machine or LAN). The TURN credential is never sent back to the browser.
 */
export const codVideoSettings = pgTable('cod_video_settings', {
  id: integer('id').primaryKey(),
  stunUrls: text('stun_urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  turnUrls: text('turn_urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  turnUsername: text('turn_username'),
  turnCredential: text('turn_credential'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Provider Manager: one row per telehealth provider (a portal user holding Care on Demand My Panel, module 157). */
export const codProviderProfiles = pgTable('cod_provider_profiles', {
  id: serial('id').primaryKey(),
  providerUserId: integer('provider_user_id').notNull().unique(),
  /** Takes on-demand visits now. */
  availableNow: boolean('available_now').notNull().default(false),
  availableChangedAt: timestamp('available_changed_at', { withTimezone: true }),
  /** US state codes the provider is licensed in (a member is seen only by a provider licensed in their state). */
  statesLicensed: text('states_licensed')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  maxConcurrentVisits: integer('max_concurrent_visits').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

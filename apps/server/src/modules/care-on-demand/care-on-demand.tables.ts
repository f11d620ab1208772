import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Virtual care (enrollment-crm-virtual-care §1, shell spec §3 "Telehealth appointment"): a provider's virtual visit with
 * a member, scheduled ahead or on demand. `appointmentType` is Video or Audio (the spec's type 0/Video is video, any
 * other value audio). Owned by the care-on-demand module.
 */
export const virtualAppointments = pgTable(
  'virtual_appointments',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id').notNull(),
    /** The portal user who runs the visit (a telehealth provider). */
    providerUserId: integer('provider_user_id').notNull(),
    providerName: text('provider_name').notNull(),
    /** Video or Audio. */
    appointmentType: text('appointment_type').notNull().default('Video'),
    /** The visit type's name (Care on Demand Admin's visit types). */
    visitType: text('visit_type').notNull(),
    reason: text('reason'),
    startTimeUtc: timestamp('start_time_utc', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(20),
    /** Scheduled, Waiting (the member is in the waiting room), InProgress, Completed, Cancelled. */
    status: text('status').notNull().default('Scheduled'),
    isOnDemand: boolean('is_on_demand').notNull().default(false),
    /** The code a caller keys in on the dial-in number to reach this visit's audio. */
    dialInCode: text('dial_in_code').notNull(),
    patientPhone: text('patient_phone'),
    /** The identity of each side in the room (spec: memberConnectionId, providerConnectionId). */
    memberConnectionId: text('member_connection_id').notNull(),
    providerConnectionId: text('provider_connection_id').notNull(),
    /** api/virtualappointments/update: the chat conversation tied to the visit. */
    conversationSid: text('conversation_sid'),
    roomName: text('room_name'),
    memberWaitingSince: timestamp('member_waiting_since', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('virtual_appointments_provider_start_idx').on(table.providerUserId, table.startTimeUtc),
    index('virtual_appointments_member_start_idx').on(table.memberId, table.startTimeUtc),
    index('virtual_appointments_status_start_idx').on(table.status, table.startTimeUtc),
  ],
);

/** Optional attendees of a visit (shell spec §3): family, caregivers or interpreters, invited by phone or SMS. */
export const appointmentAttendees = pgTable(
  'appointment_attendees',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => virtualAppointments.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    relationship: text('relationship'),
    /** The attendee's identity in the room. */
    connectionId: text('connection_id').notNull().unique(),
    /** The outbound call placed to the attendee (null when none). */
    callSid: text('call_sid'),
    /** queued, initiated, ringing, in-progress, completed, failed, busy, canceled, no-answer. */
    callStatus: text('call_status'),
    callStatusAt: timestamp('call_status_at', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    inviteSentAt: timestamp('invite_sent_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('appointment_attendees_appointment_idx').on(table.appointmentId)],
);

/**
 * Links that let someone without a staff account join one visit (the member, or an attendee from an SMS invite): only
 * the token's SHA-256 is kept; the token is valid until `expiresAt` and for its appointment only.
 */
export const visitLinks = pgTable(
  'visit_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => virtualAppointments.id),
    /** The room identity the link joins as (the member's or an attendee's connection id). */
    connectionId: text('connection_id').notNull(),
    displayName: text('display_name').notNull(),
    /** member or attendee. */
    role: text('role').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_links_appointment_idx').on(table.appointmentId)],
);

/** Visit events (TrackVisitEvent): who joined, left, was called, and the provider's disconnect; also audited. */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: integer('appointment_id').notNull(),
    memberId: text('member_id').notNull(),
    visitEvent: text('visit_event').notNull(),
    /** CareOnDemand or Telehealth (telehealthModuleType). */
    moduleType: text('module_type').notNull(),
    /** The staff user's username, or 'member' / the attendee's name for link joiners. */
    actor: text('actor').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visit_events_appointment_at_idx').on(table.appointmentId, table.at),
    index('visit_events_member_at_idx').on(table.memberId, table.at),
    index('visit_events_at_idx').on(table.at),
  ],
);

/** The provider's visit summary (SendVisitSummary / Summary): one per visit, in the member's record and timeline. */
export const visitSummaries = pgTable(
  'visit_summaries',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => virtualAppointments.id),
    memberId: text('member_id').notNull(),
    providerUserId: integer('provider_user_id').notNull(),
    providerName: text('provider_name').notNull(),
    reason: text('reason').notNull(),
    assessment: text('assessment').notNull(),
    plan: text('plan').notNull(),
    followUp: text('follow_up'),
    /** Draft or Sent. */
    status: text('status').notNull().default('Draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('visit_summaries_member_sent_idx').on(table.memberId, table.sentAt)],
);

/**
 * The phone and SMS simulator's record (platform/integrations/telehealth-phone.ts): every call placed and message sent
 * while the simulator is the provider, so a tester sees them (Care on Demand Admin, Phone simulator). Kept in the
 * database so every server instance sees the same calls.
 */
export const simulatedPhoneActivity = pgTable(
  'simulated_phone_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** call or sms. */
    kind: text('kind').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body'),
    callSid: text('call_sid'),
    status: text('status').notNull(),
    appointmentId: integer('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('simulated_phone_activity_created_idx').on(table.createdAt),
    index('simulated_phone_activity_call_sid_idx').on(table.callSid),
  ],
);

/** Virtual care user preferences (shell spec §3; CareOnDemandUserSettings): saved grid filters and columns per module. */
export const virtualCareUserPreferences = pgTable(
  'virtual_care_user_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    moduleName: text('module_name').notNull(),
    userPreferencesFilters: jsonb('user_preferences_filters').notNull().default({}),
    columns: jsonb('columns').notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('virtual_care_user_preferences_user_module_idx').on(table.userId, table.moduleName)],
);

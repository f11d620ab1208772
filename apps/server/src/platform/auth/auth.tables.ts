import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signing keys of the built-in provider, shared by every server instance and the token script. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider's own records (sessions, grants, codes, refresh tokens), so any instance can serve them. */
export const oidcRecords = pgTable('oidc_records', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  uid: text('uid'),
  grantId: text('grant_id'),
  userCode: text('user_code'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

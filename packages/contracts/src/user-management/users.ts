import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zEmail } from '../platform/rules/email.ts';
import { USER_MANAGEMENT_MESSAGES as M } from './messages.ts';
import { listQuerySchema, optionSchema, versionSchema } from './paging.ts';
import { itemsOf, listOf, searchQuerySchema } from '../platform/paging.ts';

/** Usernames are the sign-in name and the user id written on every audit event, so they are kept simple. */
const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

const userFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.tooLong('Name', 200)),
  email: zEmail(),
  organizationId: z.number().int().positive().nullable(),
  domainId: z.number().int().positive().nullable(),
  isActive: z.boolean(),
  talkdeskEnabled: z.boolean(),
  groupIds: z.array(z.number().int().positive()).max(200),
};

/** The user form on create. The password is only for the built-in sign-in provider (demo mode). */
export const createUserSchema = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .trim()
    .min(1, M.usernameRequired)
    .max(100, M.tooLong('Username', 100))
    .regex(USERNAME_PATTERN, M.usernameFormat),
  ...userFields,
  password: z.union([z.literal(''), z.string().min(8, M.passwordLength).max(128, M.passwordLength)]).optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The user form on edit: the username is the identity and does not change; the version guards concurrent edits. */
export const updateUserSchema = z.object({ ...userFields, version: versionSchema });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const deactivateUserSchema = z.object({ version: versionSchema });

export const userListQuerySchema = listQuerySchema.extend({
  organizationId: zQueryInt().positive().optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  organizationName: z.string().nullable(),
  domainName: z.string().nullable(),
  isActive: z.boolean(),
  talkdeskEnabled: z.boolean(),
  groups: z.array(z.string()),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListSchema = listOf(userRowSchema);

export const userDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: z.number().int().nullable(),
  domainId: z.number().int().nullable(),
  isActive: z.boolean(),
  talkdeskEnabled: z.boolean(),
  groupIds: z.array(z.number().int()),
  hasPassword: z.boolean(),
  version: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** What the user screens need to know about the server: whether it runs the built-in sign-in provider. */
export const userManagementSettingsSchema = z.object({ builtInIdentityProvider: z.boolean() });

/** GET usermanagement/useroptions: the groups and domains a user form offers. */
export const userFormOptionsSchema = z.object({ groups: z.array(optionSchema), domains: z.array(optionSchema) });

/** GET usermanagement/organizationoptions: by the start of the name, and the user's current one by id. */
export const organizationOptionsQuerySchema = searchQuerySchema.extend({
  includeId: zQueryInt().positive().optional(),
});
export const organizationOptionListSchema = itemsOf(optionSchema);

import { z } from 'zod';
import { ACTIONS, MODULES } from '../platform/modules.ts';
import { USER_MANAGEMENT_MESSAGES as M } from './messages.ts';
import { listQuerySchema, versionSchema } from './paging.ts';
import { itemsOf, listOf } from '../platform/paging.ts';

const MODULE_ID_SET = new Set(MODULES.map((entry) => entry.id));

/** One module grant: which actions of which module the group's members hold. */
export const moduleGrantSchema = z
  .object({
    moduleId: z
      .number()
      .int()
      .refine((id) => MODULE_ID_SET.has(id), M.grantUnknownModule),
    actions: z.array(z.enum(ACTIONS)).min(1, M.grantNeedsAction),
  })
  // The menu shows a module only to holders of Read, so any other action without Read would be unusable.
  .refine((grant) => grant.actions.includes('read'), { message: M.grantNeedsRead, path: ['actions'] });
export type ModuleGrant = z.infer<typeof moduleGrantSchema>;

export const groupFormSchema = z.object({
  name: z
    .string({ error: M.groupNameRequired })
    .trim()
    .min(1, M.groupNameRequired)
    .max(100, M.tooLong('Group name', 100)),
  description: z.string().trim().max(500, M.tooLong('Description', 500)),
  memberIds: z.array(z.number().int().positive()).max(5000),
  grants: z
    .array(moduleGrantSchema)
    .max(MODULES.length)
    .refine((grants) => new Set(grants.map((grant) => grant.moduleId)).size === grants.length, M.grantDuplicateModule),
});
export type GroupFormInput = z.infer<typeof groupFormSchema>;

export const createGroupSchema = groupFormSchema;
export const updateGroupSchema = groupFormSchema.extend({ version: versionSchema });
export type UpdateGroupInput = z.infer<typeof updateGroupSchema>;

export const groupListQuerySchema = listQuerySchema;

export const groupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  moduleCount: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;
export const groupListSchema = listOf(groupRowSchema);

export const groupMemberSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export const groupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.array(groupMemberSchema),
  grants: z.array(z.object({ moduleId: z.number().int(), actions: z.array(z.enum(ACTIONS)) })),
  version: z.number().int(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** GET usermanagement/groupmembers and usermanagement/usereventusers: users for a picker. */
export const groupMemberOptionListSchema = itemsOf(groupMemberSchema);

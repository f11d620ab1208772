import { z } from 'zod';
import { USER_MANAGEMENT_MESSAGES as M } from './messages.ts';
import { listQuerySchema, versionSchema } from './paging.ts';
import { listOf } from '../platform/paging.ts';

/** A DNS name: dot-separated labels of letters, digits and inner hyphens, ending in a letters-only label. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const domainFormSchema = z.object({
  name: z
    .string({ error: M.domainNameRequired })
    .trim()
    .toLowerCase()
    .min(1, M.domainNameRequired)
    .regex(DOMAIN_PATTERN, M.domainNameFormat),
  description: z.string().trim().max(500, M.tooLong('Description', 500)),
});
export type DomainFormInput = z.infer<typeof domainFormSchema>;
export const createDomainSchema = domainFormSchema;
export const updateDomainSchema = domainFormSchema.extend({ version: versionSchema });

export const domainListQuerySchema = listQuerySchema;

export const domainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  userCount: z.number().int(),
  version: z.number().int(),
});
export type Domain = z.infer<typeof domainSchema>;
export const domainListSchema = listOf(domainSchema);

/** POST /api/domains/:id/rename: a new name at the version read (the description is kept). */
export const renameDomainSchema = domainFormSchema.pick({ name: true }).extend({ version: versionSchema });

/** GET /api/domains/:id/organizations: the organizations the domain's users belong to, by name. */
export const domainOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orgType: z.string(),
  referenceId: z.string().nullable(),
  userCount: z.number().int(),
});
export type DomainOrganization = z.infer<typeof domainOrganizationSchema>;
export const domainOrganizationListSchema = listOf(domainOrganizationSchema);

/** GET /api/domains/:id/admins: the domain's active users who are portal administrators, by name. */
export const domainAdminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
});
export type DomainAdmin = z.infer<typeof domainAdminSchema>;
export const domainAdminListSchema = listOf(domainAdminSchema);

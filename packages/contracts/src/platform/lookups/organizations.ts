import { z } from 'zod';
import { zCommaSeparatedIds, zQueryInt } from '../rules/integers.ts';
import { listOf } from '../paging.ts';

/**
 * GET /odata/sessionorganizations?OrgType=IPA|MSO&$orderby=name&ParentOrgIds=1,2&$top=&$skip= (shell spec §7): the
 * organizations the signed-in user may pick (organization option: name, referenceId, facetsId, id — shell spec §3).
 */
export const ORGANIZATION_ORDER_BY = ['name', 'name desc', 'referenceId', 'referenceId desc'] as const;

const commaSeparatedIds = zCommaSeparatedIds('Organization ids must be whole numbers');

export const sessionOrganizationsQuerySchema = z.object({
  OrgType: z.string().trim().toUpperCase().max(40).optional(),
  $orderby: z.enum(ORGANIZATION_ORDER_BY).default('name'),
  ParentOrgIds: commaSeparatedIds,
  /** Name or reference id prefix (autocomplete). */
  searchTerm: z.string().trim().max(100).optional(),
  $top: zQueryInt().min(1).max(10000).default(10000),
  $skip: zQueryInt().min(0).default(0),
});
export type SessionOrganizationsQuery = z.infer<typeof sessionOrganizationsQuerySchema>;

export const organizationOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  referenceId: z.string().nullable(),
  facetsId: z.string().nullable(),
  orgType: z.string(),
  parentId: z.number().int().nullable(),
});
export type OrganizationOption = z.infer<typeof organizationOptionSchema>;

export const organizationListSchema = listOf(organizationOptionSchema);

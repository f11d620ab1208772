import { z } from 'zod';
import { USER_MANAGEMENT_MESSAGES as M } from './messages.ts';
import { listQuerySchema, versionSchema } from './paging.ts';
import { listOf } from '../platform/paging.ts';

/** Organization types; IPA and MSO are the ones the lookups filter on (`/odata/sessionorganizations?OrgType=`). */
export const ORGANIZATION_TYPES = ['HEALTHPLAN', 'IPA', 'MSO', 'HOSPITAL', 'PROVIDER_OFFICE', 'VENDOR'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  HEALTHPLAN: 'Health plan',
  IPA: 'IPA',
  MSO: 'MSO',
  HOSPITAL: 'Hospital',
  PROVIDER_OFFICE: 'Provider office',
  VENDOR: 'Vendor',
};

/** The label of a stored organization type; a type the portal does not know is shown as stored. */
export const organizationTypeLabel = (type: string): string =>
  isOrganizationType(type) ? ORGANIZATION_TYPE_LABELS[type] : type;

export const isOrganizationType = (type: string): type is OrganizationType =>
  (ORGANIZATION_TYPES as readonly string[]).includes(type);

const optionalCode = (field: string) => z.string().trim().max(50, M.tooLong(field, 50));

export const organizationFormSchema = z.object({
  name: z
    .string({ error: M.organizationNameRequired })
    .trim()
    .min(1, M.organizationNameRequired)
    .max(200, M.tooLong('Organization name', 200)),
  orgType: z.enum(ORGANIZATION_TYPES, { error: M.organizationTypeRequired }),
  referenceId: optionalCode('Reference id'),
  facetsId: optionalCode('Facets id'),
  parentId: z.number().int().positive().nullable(),
});
export type OrganizationFormInput = z.infer<typeof organizationFormSchema>;
export const createOrganizationSchema = organizationFormSchema;
export const updateOrganizationSchema = organizationFormSchema.extend({ version: versionSchema });

export const organizationListQuerySchema = listQuerySchema.extend({ orgType: z.enum(ORGANIZATION_TYPES).optional() });
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orgType: z.string(),
  referenceId: z.string().nullable(),
  facetsId: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  version: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationListSchema = listOf(organizationSchema);

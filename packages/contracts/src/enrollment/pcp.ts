import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { versionedIdSchema } from './enrollment-detail.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { listOf } from '../platform/paging.ts';

/** GET MemberEnrollmentLookup/SearchProviders: PCPs by name prefix near a ZIP. */
export const searchProvidersQuerySchema = z.object({
  searchTerm: z.string().trim().max(60).optional().default(''),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/)
    .optional(),
  page: zQueryInt().min(1).optional().default(1),
  pageSize: zQueryInt().min(1).max(100).optional().default(25),
});
export const pcpRowSchema = z.object({
  providerId: z.number().int(),
  npi: z.string(),
  fullName: z.string(),
  specialty: z.string(),
  panelStatus: z.string(),
  acceptingNewPatients: z.boolean(),
  contracted: z.boolean(),
  address1: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zip: z.string(),
  ipaCode: z.string().nullable(),
  distanceMiles: z.number().nullable(),
});
export type PcpRow = z.infer<typeof pcpRowSchema>;
export const pcpListSchema = listOf(pcpRowSchema);

/** Assign a PCP to a work item: `providerId` for the processor's choice, absent for automatic assignment. */
export const assignPcpSchema = versionedIdSchema.extend({
  providerId: z.number().int().positive().optional(),
  /** Override a closed panel (audited as pcpAssignmentOverride). */
  overrideClosedPanel: z.boolean().optional().default(false),
});
export const pcpAssignmentResultSchema = z.object({
  outcome: z.string(),
  notAssignableReason: z.string().nullable(),
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  distanceMiles: z.number().nullable(),
  message: z.string(),
  version: z.number().int(),
});
export type PcpAssignmentResult = z.infer<typeof pcpAssignmentResultSchema>;

/** PCP assignment task row (the queue of members whose PCP could not be assigned automatically). */
export const pcpTaskRowSchema = z.object({
  id: z.number().int(),
  workItemId: z.number().int(),
  memberName: z.string(),
  medicareId: z.string().nullable(),
  reason: z.string(),
  reasonLabel: z.string(),
  distanceMiles: z.number().nullable(),
  status: z.string(),
  createdAt: z.string(),
  resolvedByName: z.string().nullable(),
  version: z.number().int(),
});
export const pcpTaskListSchema = listOf(pcpTaskRowSchema);
export const pcpTaskQuerySchema = z.object({
  status: z.enum(['Open', 'Resolved', 'All']).optional().default('Open'),
  page: zQueryInt().min(1).optional().default(1),
  pageSize: zQueryInt().min(1).max(100).optional().default(50),
});
export const resolvePcpTaskSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  providerId: z.number().int().positive({ error: M.pcpRequired }),
});

/** GET MemberEnrollment/GetPcpDetails */
export const pcpDetailsQuerySchema = z.object({ providerId: zQueryInt().positive() });

import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';

/** POST MemberEnrollmentDocument/SyncWebEnrollmentRecords: online applications to add to the work list. */
export const onlineApplicationsSchema = z.object({
  applications: z
    .array(z.object({ confirmationNumber: z.string().trim().min(1).max(40), form: z.record(z.string(), z.unknown()) }))
    .min(1)
    .max(500),
});

/** GET MemberEnrollmentDocument/... of one stored document. */
export const documentIdQuerySchema = z.object({ documentId: zQueryInt().positive() });

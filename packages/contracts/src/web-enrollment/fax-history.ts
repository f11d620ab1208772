import { z } from 'zod';
import { isIsoDate } from '../platform/rules/dates.ts';
import { WEB_ENROLLMENT_MESSAGES } from './messages.ts';
import { listOf } from '../platform/paging.ts';

/**
 * Fax Transaction History (shell spec §2.5): faxed applications from the fax server, 15 per page.
 * POST /api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory  body FaxHistoryQuery -> FaxHistoryPage (173 read)
 * Status options: GetDescriptionsByPartition FaxServerFileStatus (receivedStatus) and FaxFileProcessingStatus (avaProcessingStatus):
 * the filters send the option's code, the grid shows the description.
 */
export const FAX_HISTORY_PAGE_SIZE = 15;
/** Shell spec §5, §9: the fax date range is bounded from 12/31/2010 to 12/31/9999. */
export const FAX_MIN_DATE = '2010-12-31';
export const FAX_MAX_DATE = '9999-12-31';

const faxDate = z
  .string()
  .refine(isIsoDate, WEB_ENROLLMENT_MESSAGES.faxDateInvalid)
  .refine(
    (value) => !isIsoDate(value) || (value >= FAX_MIN_DATE && value <= FAX_MAX_DATE),
    WEB_ENROLLMENT_MESSAGES.faxDateOutOfRange,
  );
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

export const faxHistoryQuerySchema = z
  .object({
    fromDate: faxDate.nullish().transform((value) => value ?? null),
    toDate: faxDate.nullish().transform((value) => value ?? null),
    fileName: optionalText,
    /** A FaxServerFileStatus code (the rows keep the code; faxStatus shows its description). */
    receivedStatus: optionalText,
    /** A FaxFileProcessingStatus code (avaProcessingStatus shows its description). */
    avaProcessingStatus: optionalText,
    skip: z.number().int().min(0).max(1_000_000).default(0),
    take: z.number().int().min(1).max(100).default(FAX_HISTORY_PAGE_SIZE),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: WEB_ENROLLMENT_MESSAGES.faxRangeOrder,
    path: ['toDate'],
  });
export type FaxHistoryQuery = z.infer<typeof faxHistoryQuerySchema>;
export type FaxHistoryQueryInput = z.input<typeof faxHistoryQuerySchema>;

/** Columns of the spec: receivedTime, fileName, pagesReceived, faxStatus, from, to, avaProcessingDate, avaProcessingStatus. */
export const faxRecordSchema = z.object({
  id: z.number().int(),
  receivedTime: z.string(),
  fileName: z.string(),
  pagesReceived: z.number().int(),
  faxStatus: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  avaProcessingDate: z.string().nullable(),
  avaProcessingStatus: z.string(),
  workItemId: z.number().int().nullable(),
});
export type FaxRecord = z.infer<typeof faxRecordSchema>;
export const faxHistoryPageSchema = listOf(faxRecordSchema);
export type FaxHistoryPage = z.infer<typeof faxHistoryPageSchema>;

import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_ENROLLMENT_SOURCE, type EnrollmentSource } from '@portal/contracts/enrollment/enrollment-codes';
import {
  enrollmentFormSchema,
  storedEnrollmentFormSchema,
  type EnrollmentFormInput,
} from '@portal/contracts/enrollment/enrollment-form';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { enrollmentDocuments, enrollmentWorkItems } from './enrollment.tables.ts';
import { AUDIT_TEMPLATES, recordEnrollmentAudit } from './enrollment-audit.ts';
import { checkAddress } from './enrollment-address.service.ts';
import type { Queryable } from '../../platform/reference/reference.service.ts';
import { columnsOf } from './enrollment-detail.service.ts';
import { assertNotLockedByOther } from './enrollment-work-item.ts';
import { checkApplicationFile, storeDocumentContent, type UploadedFile } from './enrollment-upload-files.ts';

const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\x20-\x7E]/g, '_')
    .trim()
    .slice(0, 200) || 'application.pdf';

/** Every file is checked before any is stored: none at all, or one that is not an acceptable PDF, refuses the upload. */
async function checkApplicationFiles(files: UploadedFile[]): Promise<void> {
  if (files.length === 0) throw badRequest(M.fileRequired);
  for (const file of files) await checkApplicationFile(file);
}

/** Stores one PDF on a work item, its content copied in piece by piece; answers the document's id. */
async function storeApplicationPdf(
  tx: Tx,
  actor: Actor,
  workItemId: number,
  fileName: string,
  file: UploadedFile,
): Promise<number> {
  const [doc] = await tx
    .insert(enrollmentDocuments)
    .values({
      workItemId,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: file.sizeBytes,
      content: Buffer.alloc(0),
      uploadedByName: actor.user.name,
    })
    .returning({ id: enrollmentDocuments.id });
  if (!doc) throw notFound();
  await storeDocumentContent(tx, doc.id, file);
  return doc.id;
}

/**
 * POST MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile: each PDF becomes a New work item assigned to the
 * uploader, with the file stored beside it. All files are checked before anything is stored; one transaction.
 * The files wait on disk (enrollment-upload-files.ts) and are copied into the database piece by piece.
 */
export async function uploadNewApplications(
  db: Db,
  actor: Actor,
  files: UploadedFile[],
  source: EnrollmentSource = DEFAULT_ENROLLMENT_SOURCE,
): Promise<{ ids: number[] }> {
  await checkApplicationFiles(files);
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const file of files) {
      const fileName = safeName(file.fileName);
      const [item] = await tx
        .insert(enrollmentWorkItems)
        .values({
          receivedVia: source,
          fileName,
          createdBy: actor.user.id,
          createdByName: actor.user.name,
          assignedTo: actor.user.id,
          assignedToName: actor.user.name,
          form: enrollmentFormSchema.parse({}),
        })
        .returning({ id: enrollmentWorkItems.id });
      if (!item) throw notFound();
      await storeApplicationPdf(tx, actor, item.id, fileName, file);
      await recordEnrollmentAudit(
        tx,
        actor,
        item.id,
        'EnrollmentCreated',
        `Paper application ${fileName} uploaded (${file.sizeBytes} bytes).`,
        { source, fileName },
      );
      ids.push(item.id);
    }
    return { ids };
  });
}

/** POST MemberEnrollmentDocument/UploadOntoExistingEnrollmentApplication: adds documents to an open work item. */
export async function uploadOntoExisting(
  db: Db,
  actor: Actor,
  workItemId: number,
  files: UploadedFile[],
): Promise<{ ids: number[] }> {
  await checkApplicationFiles(files);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(enrollmentWorkItems)
      .where(eq(enrollmentWorkItems.id, workItemId))
      .for('update');
    if (!item) throw notFound();
    assertNotLockedByOther(item, actor);
    const ids: number[] = [];
    for (const file of files) {
      const fileName = safeName(file.fileName);
      ids.push(await storeApplicationPdf(tx, actor, workItemId, fileName, file));
      await recordEnrollmentAudit(
        tx,
        actor,
        workItemId,
        'EnrollmentDocumentUploaded',
        `Document ${fileName} added (${file.sizeBytes} bytes).`,
        { fileName },
      );
    }
    return { ids };
  });
}

export async function listDocuments(db: Db, workItemId: number) {
  const rows = await db
    .select({
      id: enrollmentDocuments.id,
      fileName: enrollmentDocuments.fileName,
      contentType: enrollmentDocuments.contentType,
      sizeBytes: enrollmentDocuments.sizeBytes,
      uploadedByName: enrollmentDocuments.uploadedByName,
      uploadedAt: enrollmentDocuments.uploadedAt,
    })
    .from(enrollmentDocuments)
    .where(eq(enrollmentDocuments.workItemId, workItemId))
    .orderBy(enrollmentDocuments.uploadedAt);
  const items = rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
  return { items, total: items.length };
}

/** GET MemberEnrollmentDocument/DownloadEnrollmentDocuments?documentId= : the stored bytes; the read is audited. */
export async function downloadDocument(
  db: Db,
  actor: Actor,
  documentId: number,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  return db.transaction(async (tx) => {
    const [doc] = await tx.select().from(enrollmentDocuments).where(eq(enrollmentDocuments.id, documentId));
    if (!doc) throw notFound();
    await recordEnrollmentAudit(
      tx,
      actor,
      doc.workItemId,
      'EnrollmentDocumentDownloaded',
      `Document ${doc.fileName} downloaded.`,
      { documentId },
    );
    return { fileName: doc.fileName, contentType: doc.contentType, content: doc.content };
  });
}

/** An online application as the web enrollment site sends it (confirmation number + the form). */
export interface OnlineApplication {
  confirmationNumber: string;
  form: EnrollmentFormInput;
}

/**
 * POST MemberEnrollmentDocument/SyncWebEnrollmentRecords: online applications become work items (source Web Enrollment),
 * once per confirmation number (a repeated sync skips those already received).
 */
export async function syncWebEnrollments(
  db: Db,
  zipData: Queryable,
  actor: Actor,
  applications: OnlineApplication[],
): Promise<{ created: number[]; skipped: string[] }> {
  // An applicant's date later than today (or signed after received) does not refuse the batch: the item arrives, and
  // the processor sees the field's message and corrects it before saving, as for any stored form.
  const parsed = applications.map((app) => {
    const form = storedEnrollmentFormSchema.safeParse(app.form);
    if (!form.success) throw badRequest(`${app.confirmationNumber}: ${form.error.issues[0]?.message ?? ''}`);
    return { confirmationNumber: app.confirmationNumber.trim(), form: form.data };
  });
  // The system checks the addresses of an online application itself (spec §4 kinds 17, 18; §8 "the system verified an
  // address automatically"): a home or mailing address that passes ValidateAddress's check is recorded as verified.
  const automated = await Promise.all(
    parsed.map(async ({ form }) => {
      const kinds: ('homeAddressAutomated' | 'mailingAddressAutomated')[] = [];
      if (
        form.homeZipCode &&
        (
          await checkAddress(zipData, {
            street1: form.homeStreet1,
            city: form.homeCity,
            state: form.homeState,
            zipCode: form.homeZipCode,
            addressType: 'home',
          })
        ).isValid
      )
        kinds.push('homeAddressAutomated');
      if (
        form.mailingZip &&
        (
          await checkAddress(zipData, {
            street1: form.mailingStreet,
            city: form.mailingCity,
            state: form.mailingState,
            zipCode: form.mailingZip,
            addressType: 'mailing',
          })
        ).isValid
      )
        kinds.push('mailingAddressAutomated');
      return kinds;
    }),
  );
  return db.transaction(async (tx) => {
    const created: number[] = [];
    const skipped: string[] = [];
    for (const [index, app] of parsed.entries()) {
      // Serialise syncs of the same confirmation number.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`web-enrollment:${app.confirmationNumber}`}))`);
      const [exists] = await tx
        .select({ id: enrollmentWorkItems.id })
        .from(enrollmentWorkItems)
        .where(and(eq(enrollmentWorkItems.onlineEnrollReferenceNo, app.confirmationNumber)));
      if (exists) {
        skipped.push(app.confirmationNumber);
        continue;
      }
      const [item] = await tx
        .insert(enrollmentWorkItems)
        .values({
          receivedVia: 'Web Enrollment',
          onlineEnrollReferenceNo: app.confirmationNumber,
          createdBy: actor.user.id,
          createdByName: actor.user.name,
          form: app.form,
          ...columnsOf(app.form),
        })
        .returning({ id: enrollmentWorkItems.id });
      if (!item) continue;
      await recordEnrollmentAudit(
        tx,
        actor,
        item.id,
        'EnrollmentCreated',
        `Online application ${app.confirmationNumber} received.`,
        { confirmationNumber: app.confirmationNumber },
        'EnrollmentAutomation',
      );
      for (const kind of automated[index] ?? []) {
        await recordEnrollmentAudit(
          tx,
          actor,
          item.id,
          kind,
          AUDIT_TEMPLATES.addressAutomated(kind === 'homeAddressAutomated' ? 'home' : 'mailing'),
          {},
          'EnrollmentAutomation',
        );
      }
      created.push(item.id);
    }
    return { created, skipped };
  });
}

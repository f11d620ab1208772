import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { zQueryInt } from '@portal/contracts/platform/rules/integers';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { ENROLLMENT_SOURCES, type EnrollmentSource } from '@portal/contracts/enrollment/enrollment-codes';
import { fileTooLargeMessage, UPLOAD_LIMIT_LARGE_BYTES, UPLOAD_LIMIT_SMALL_BYTES } from '@portal/contracts/platform/rules/pdf';
import { actorOf } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { downloadDocument, listDocuments, syncWebEnrollments, uploadNewApplications, uploadOntoExisting, type UploadedFile } from './enrollment-documents.service.ts';

/** Reads the multipart files (each at most 20 MB, the request at most 120 MB) and the text fields. */
async function readUpload(request: FastifyRequest): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > UPLOAD_LIMIT_LARGE_BYTES) throw badRequest(fileTooLargeMessage(UPLOAD_LIMIT_LARGE_BYTES));
        files.push({ fileName: part.filename, contentType: part.mimetype, bytes });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(fileTooLargeMessage(UPLOAD_LIMIT_SMALL_BYTES));
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('Please choose a file to upload.');
    throw error;
  }
  return { files, fields };
}

const onlineApplicationsSchema = z.object({
  applications: z.array(z.object({ confirmationNumber: z.string().trim().min(1).max(40), form: z.record(z.string(), z.unknown()) })).min(1).max(500),
});

/** MemberEnrollmentDocument/... (enrollment spec §7): paper application upload, documents, online application sync. */
export async function enrollmentDocumentRoutes(fastify: FastifyInstance): Promise<void> {
  // Multipart only for these routes (this plugin's scope); 20 MB per file, 120 MB per request (shell spec §9).
  await fastify.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_SMALL_BYTES, files: 20, fields: 20 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.post('/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile', { config: { access: { module: MODULE_IDS.enrollmentUpload, action: 'write' } }, bodyLimit: UPLOAD_LIMIT_LARGE_BYTES }, async (request) => {
    const { files, fields } = await readUpload(request);
    const source = (ENROLLMENT_SOURCES as readonly string[]).includes(fields.source ?? '') ? (fields.source as EnrollmentSource) : undefined;
    return uploadNewApplications(db, actorOf(request), files, source);
  });
  app.post('/api/MemberEnrollmentDocument/UploadOntoExistingEnrollmentApplication', { config: { access: { module: MODULE_IDS.enrollment, action: 'write' } }, bodyLimit: UPLOAD_LIMIT_LARGE_BYTES }, async (request) => {
    const { files, fields } = await readUpload(request);
    const id = Number(fields.id);
    if (!Number.isInteger(id) || id <= 0) throw badRequest('Please choose the enrollment to add the document to.');
    return uploadOntoExisting(db, actorOf(request), id, files);
  });
  app.get('/api/MemberEnrollment/GetEnrollmentDocumentDetails', { config: { access: { module: MODULE_IDS.enrollment, action: 'read' }, memberData: true }, schema: { querystring: z.object({ id: zQueryInt().positive() }) } }, async (request) =>
    listDocuments(db, request.query.id),
  );
  app.get(
    '/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments',
    { config: { access: { module: MODULE_IDS.enrollment, action: 'read' }, memberData: true }, schema: { querystring: z.object({ documentId: zQueryInt().positive() }) } },
    async (request, reply) => {
      const doc = await downloadDocument(db, actorOf(request), request.query.documentId);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', `attachment; filename="${doc.fileName.replace(/"/g, '')}"`)
        .send(doc.content);
    },
  );
  app.post('/api/MemberEnrollmentDocument/SyncWebEnrollmentRecords', { config: { access: { module: MODULE_IDS.enrollmentUpload, action: 'write' } }, schema: { body: onlineApplicationsSchema } }, async (request) =>
    syncWebEnrollments(db, actorOf(request), request.body.applications),
  );
}

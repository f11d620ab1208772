import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { documentIdQuerySchema, onlineApplicationsSchema } from '@portal/contracts/enrollment/enrollment-documents';
import { ENROLLMENT_SOURCES, type EnrollmentSource } from '@portal/contracts/enrollment/enrollment-codes';
import { UPLOAD_LIMIT_LARGE_BYTES, UPLOAD_LIMIT_SMALL_BYTES } from '@portal/contracts/platform/rules/pdf';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { actorOf } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import {
  downloadDocument,
  listDocuments,
  syncWebEnrollments,
  uploadNewApplications,
  uploadOntoExisting,
} from './enrollment-documents.service.ts';
import { receiveUpload } from './enrollment-upload-files.ts';
import { access } from '../../platform/access/route-access.ts';

/** MemberEnrollmentDocument/... (enrollment spec §7): paper application upload, documents, online application sync. */
export async function enrollmentDocumentRoutes(fastify: FastifyInstance): Promise<void> {
  // Multipart only for these routes (this plugin's scope); 20 MB per file, 120 MB per request (shell spec §9).
  await fastify.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_SMALL_BYTES, files: 20, fields: 20 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  // The files stream to a temporary folder (enrollment-upload-files.ts), removed however the request ends.
  app.post(
    '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
    { config: access('enrollment-upload', 'write'), bodyLimit: UPLOAD_LIMIT_LARGE_BYTES },
    async (request) => {
      const upload = await receiveUpload(request);
      try {
        // An unknown source is refused rather than replaced by the default (filters and fields fail closed).
        const source = upload.fields.source || undefined;
        if (source !== undefined && !(ENROLLMENT_SOURCES as readonly string[]).includes(source))
          throw badRequest(M.unknownSource);
        return await uploadNewApplications(db, actorOf(request), upload.files, source as EnrollmentSource | undefined);
      } finally {
        await upload.cleanUp();
      }
    },
  );
  app.post(
    '/api/MemberEnrollmentDocument/UploadOntoExistingEnrollmentApplication',
    { config: access('enrollment', 'write'), bodyLimit: UPLOAD_LIMIT_LARGE_BYTES },
    async (request) => {
      const upload = await receiveUpload(request);
      try {
        const id = Number(upload.fields.id);
        if (!Number.isInteger(id) || id <= 0) throw badRequest('Please choose the enrollment to add the document to.');
        return await uploadOntoExisting(db, actorOf(request), id, upload.files);
      } finally {
        await upload.cleanUp();
      }
    },
  );
  app.get(
    '/api/MemberEnrollment/GetEnrollmentDocumentDetails',
    {
      config: access('enrollment', 'read', { memberData: 'Enrollment document details viewed.' }),
      schema: { querystring: idParamsSchema },
    },
    async (request) => listDocuments(db, request.query.id),
  );
  app.get(
    '/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments',
    {
      config: access('enrollment', 'read', { memberData: 'Enrollment document downloaded.' }),
      schema: { querystring: documentIdQuerySchema },
    },
    async (request, reply) => {
      const doc = await downloadDocument(db, actorOf(request), request.query.documentId);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', `attachment; filename="${doc.fileName.replace(/"/g, '')}"`)
        .send(doc.content);
    },
  );
  app.post(
    '/api/MemberEnrollmentDocument/SyncWebEnrollmentRecords',
    { config: access('enrollment-upload', 'write'), schema: { body: onlineApplicationsSchema } },
    async (request) => syncWebEnrollments(db, app.ctx.database.pool, actorOf(request), request.body.applications),
  );
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  adminStickyNoteListSchema,
  adminStickyNotesQuerySchema,
  BULK_STICKY_NOTES_MAX_BYTES,
  bulkStickyNoteBatchesQuerySchema,
  bulkStickyNoteBatchListSchema,
  bulkStickyNoteBatchSchema,
  bulkUploadQuerySchema,
  STICKY_NOTES_ADMIN_MESSAGES as M,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { fileTooLargeMessage } from '@portal/contracts/platform/rules/pdf';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import * as stickyNotesAdmin from '../crm-my-queue/sticky-notes-admin.service.ts';

/**
 * CRM Admin > Sticky Notes (module 139; spec §7 getCrmAdminStickyNotes, getCrmAdminBulkStickyNotes): the notes of every
 * member and the bulk uploads, read with the module's read; a bulk upload (multipart, one CSV or .xlsx file) needs its
 * write. The notes are crm-my-queue's; this module reaches them through its service.
 */
export async function stickyNotesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('crm-admin-sticky-notes', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-admin-sticky-notes', 'write', { memberData });

  await fastify.register(multipart, { limits: { fileSize: BULK_STICKY_NOTES_MAX_BYTES, files: 1, fields: 2 } });

  app.get(
    `${CRM_API}/getCrmAdminStickyNotes`,
    {
      config: read("Members' sticky notes viewed."),
      schema: { querystring: adminStickyNotesQuerySchema, response: { 200: adminStickyNoteListSchema } },
    },
    async (request) => stickyNotesAdmin.adminStickyNotes(db, request.query),
  );
  app.get(
    `${CRM_API}/getCrmAdminBulkStickyNotes`,
    {
      config: read('Bulk sticky note uploads viewed.'),
      schema: { querystring: bulkStickyNoteBatchesQuerySchema, response: { 200: bulkStickyNoteBatchListSchema } },
    },
    async (request) => stickyNotesAdmin.bulkStickyNoteBatches(db, request.query),
  );

  const receiveFile = async (request: FastifyRequest) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest(M.fileRequired);
    const content = await part.toBuffer().catch(() => {
      throw badRequest(fileTooLargeMessage(BULK_STICKY_NOTES_MAX_BYTES));
    });
    if (part.file.truncated) throw badRequest(fileTooLargeMessage(BULK_STICKY_NOTES_MAX_BYTES));
    return { fileName: part.filename, content };
  };

  app.post(
    `${CRM_API}/UploadBulkStickyNotes`,
    {
      config: write('Sticky notes for members uploaded in bulk.'),
      schema: { querystring: bulkUploadQuerySchema, response: { 200: bulkStickyNoteBatchSchema } },
    },
    async (request) =>
      stickyNotesAdmin.uploadBulkStickyNotes(db, pool, actorOf(request), {
        ...(await receiveFile(request)),
        importValidOnly: request.query.importValidOnly,
      }),
  );
}

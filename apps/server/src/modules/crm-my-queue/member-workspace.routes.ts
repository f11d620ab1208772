import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  completeReminderSchema,
  createReminderSchema,
  createStickyNoteSchema,
  deleteStickyNoteSchema,
  dismissStickyNoteSchema,
  inboundMemberListSchema,
  markNbaCompleteSchema,
  nextBestActionListSchema,
  nextBestActionSchema,
  portalMessageCategoryListSchema,
  portalMessageListSchema,
  portalMessagesQuerySchema,
  reminderListSchema,
  reminderSchema,
  searchMembersByPhoneQuerySchema,
  searchMembersForInboundQuerySchema,
  searchMembersQuerySchema,
  stickyNoteListSchema,
  stickyNoteSchema,
  updateStickyNoteSchema,
  upsertStickyNoteSchema,
} from '@portal/contracts/crm-my-queue/member-workspace';
import { memberQuerySchema } from '@portal/contracts/patient-360/member-record';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as workspace from './member-workspace.service.ts';

/**
 * The member workspace's calls (enrollment-crm-virtual-care spec §7) for My Queue users: reads return member data and
 * are audited (`memberData`); changes need My Queue write and record their own audit row with the change.
 */
export async function memberWorkspaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-my-queue', 'write', { memberData });
  // Sticky notes are also kept by CRM Admin > Sticky Notes (module 139): its write alone adds, edits and deletes them.
  const noteWrite = (memberData: MemberDataWords) =>
    access(['crm-my-queue', 'crm-admin-sticky-notes'], 'write', { memberData });

  // Inbound member search.
  app.get(
    `${CRM_ODATA}/default.searchmembers`,
    {
      config: read('Member search results viewed.'),
      schema: { querystring: searchMembersQuerySchema, response: { 200: inboundMemberListSchema } },
    },
    async (request) => workspace.searchMembers(pool, request.query),
  );
  app.get(
    `${CRM_ODATA}/default.SearchMembersByPhoneNumber`,
    {
      config: read('Member search results by phone number viewed.'),
      schema: { querystring: searchMembersByPhoneQuerySchema, response: { 200: inboundMemberListSchema } },
    },
    async (request) => workspace.searchMembersByPhone(db, pool, request.query),
  );
  app.get(
    `${CRM_ODATA}/default.SearchMembersForInbound`,
    {
      config: read('Member search results for an inbound call viewed.'),
      schema: { querystring: searchMembersForInboundQuerySchema, response: { 200: inboundMemberListSchema } },
    },
    async (request) => workspace.searchMembersForInbound(db, pool, request.query),
  );

  // Sticky notes.
  app.get(
    `${CRM_ODATA}/default.GetStickyNotes`,
    {
      config: read("Member's sticky notes viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: stickyNoteListSchema } },
    },
    async (request) => workspace.stickyNotes(db, pool, request.query.memberId),
  );
  app.post(
    `${CRM_ODATA}/default.createStickyNote`,
    {
      config: noteWrite('Sticky note added for the member.'),
      schema: { body: createStickyNoteSchema, response: { 200: stickyNoteSchema } },
    },
    async (request) => workspace.createStickyNote(db, pool, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.updateStickyNote`,
    {
      config: noteWrite("Member's sticky note changed."),
      schema: { body: updateStickyNoteSchema, response: { 200: stickyNoteSchema } },
    },
    async (request) => workspace.changeStickyNote(db, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.dismissStickyNote`,
    {
      config: noteWrite("Member's sticky note dismissed."),
      schema: { body: dismissStickyNoteSchema, response: { 200: stickyNoteSchema } },
    },
    async (request) => workspace.changeStickyNote(db, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.deleteStickyNote`,
    {
      config: noteWrite("Member's sticky note deleted."),
      schema: { body: deleteStickyNoteSchema, response: { 200: stickyNoteSchema } },
    },
    async (request) => workspace.deleteStickyNote(db, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.upsertStickyNote`,
    {
      config: noteWrite("Member's sticky note saved."),
      schema: { body: upsertStickyNoteSchema, response: { 200: stickyNoteSchema } },
    },
    async (request) => workspace.upsertStickyNote(db, pool, actorOf(request), request.body),
  );

  // Next best actions.
  app.get(
    `${CRM_ODATA}/default.GetNextBestActions`,
    {
      config: read("Member's next best actions viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: nextBestActionListSchema } },
    },
    async (request) => workspace.nextBestActions(db, pool, request.query.memberId),
  );
  app.post(
    `${CRM_ODATA}/default.MarkNbaComplete`,
    {
      config: write("Member's next best action marked complete."),
      schema: { body: markNbaCompleteSchema, response: { 200: nextBestActionSchema } },
    },
    async (request) => workspace.markNbaComplete(db, actorOf(request), request.body.id),
  );

  // Reminders: the signed-in user's own.
  app.get(
    `${CRM_API}/GetMyOpenReminders`,
    { config: read('Open reminders viewed.'), schema: { response: { 200: reminderListSchema } } },
    async (request) => workspace.myOpenReminders(db, actorOf(request).user.username),
  );
  app.post(
    `${CRM_ODATA}/default.CreateReminder`,
    {
      config: write('Reminder created for the member.'),
      schema: { body: createReminderSchema, response: { 200: reminderSchema } },
    },
    async (request) => workspace.createReminder(db, pool, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.CompleteReminder`,
    {
      config: write("Member's reminder completed."),
      schema: { body: completeReminderSchema, response: { 200: reminderSchema } },
    },
    async (request) => workspace.completeReminder(db, actorOf(request), request.body),
  );

  // Member portal messages (marking them read is markMemberPortalMessagesRead, with the interactions).
  app.get(
    `${CRM_ODATA}/default.GetMemberPortalMessages`,
    {
      config: read("Member's portal messages viewed."),
      schema: { querystring: portalMessagesQuerySchema, response: { 200: portalMessageListSchema } },
    },
    async (request) => workspace.memberPortalMessages(db, pool, request.query),
  );
  app.get(
    `${CRM_ODATA}/memberportalmessagecategories`,
    { config: access('crm-my-queue', 'read'), schema: { response: { 200: portalMessageCategoryListSchema } } },
    async () => workspace.portalMessageCategories(),
  );
}

import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { odataQueryShape } from '../platform/odata.ts';
import { zText } from '../platform/rules/text.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { WORKFLOW_MESSAGES } from '../crm-my-queue/workflows.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * CRM > Member Escalation (module 131): the escalations to handle, which are the workflows escalated in My Queue
 * (EscalateWorkflow) and the member escalations agents raise, and their handling: assign, work, resolve with a
 * resolution note. Every change is made at the version read (409 when stale) and audited.
 */

/** CRM > Member Escalation in the module catalogue. */
export const MEMBER_ESCALATION_MODULE_ID = 131;

export const MEMBER_ESCALATION_MESSAGES = {
  notFound: 'The escalation was not found.',
  memberRequired: 'Member ID is required',
  reasonRequired: WORKFLOW_MESSAGES.escalateReason,
  reasonTooLong: WORKFLOW_MESSAGES.reasonTooLong,
  assigneeUnknown: 'Choose an active user to assign the escalation to.',
  resolutionRequired: 'A resolution note is required to resolve the escalation.',
  resolutionTooLong: MESSAGES.atMostCharacters('The resolution note', 2000),
  alreadyResolved: 'The escalation is already resolved.',
} as const;
const M = MEMBER_ESCALATION_MESSAGES;

export const ESCALATION_STATUSES = ['Open', 'In Progress', 'Resolved'] as const;
export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];
export const ESCALATION_SOURCES = ['Workflow', 'Agent'] as const;
export type EscalationSource = (typeof ESCALATION_SOURCES)[number];

export const memberEscalationSchema = z.object({
  id: z.number().int(),
  source: z.enum(ESCALATION_SOURCES),
  workflowId: z.number().int().nullable(),
  workflowType: z.string().nullable(),
  memberId: z.string(),
  reason: z.string(),
  raisedBy: z.string(),
  /** The users' names (null when no user has the username): the screen names people, not usernames. */
  raisedByName: z.string().nullable(),
  raisedAt: z.string(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  status: z.enum(ESCALATION_STATUSES),
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type MemberEscalation = z.infer<typeof memberEscalationSchema>;

/** GetMemberEscalations: $filter (status, assignedTo, memberId, source...), $orderby, $skip, $top. */
export const memberEscalationsQuerySchema = z.object(odataQueryShape(200));
export type MemberEscalationsQuery = z.infer<typeof memberEscalationsQuerySchema>;
export const memberEscalationListSchema = listOf(memberEscalationSchema);
export type MemberEscalationList = z.infer<typeof memberEscalationListSchema>;

const zVersion = () => z.number({ error: 'The version read is required' }).int().min(1);
const zEscalationId = () => z.number({ error: 'A record id is required' }).int().positive();

/** CreateMemberEscalation: an agent escalates a member (with the reason). */
export const createMemberEscalationSchema = z.strictObject({
  memberId: z.string({ error: M.memberRequired }).trim().min(1, M.memberRequired).pipe(zMemberId()),
  reason: zText({ multiline: true }).trim().min(1, M.reasonRequired).max(500, M.reasonTooLong),
});
export type CreateMemberEscalationInput = z.input<typeof createMemberEscalationSchema>;

/** UpdateMemberEscalation: assign (or unassign) and set the working status, at the version read. */
export const updateMemberEscalationSchema = z.strictObject({
  id: zEscalationId(),
  version: zVersion(),
  assignedTo: z.string().trim().max(100).nullable(),
  status: z.enum(['Open', 'In Progress']),
});
export type UpdateMemberEscalationInput = z.input<typeof updateMemberEscalationSchema>;

/** ResolveMemberEscalation: resolves with the resolution note, at the version read. */
export const resolveMemberEscalationSchema = z.strictObject({
  id: zEscalationId(),
  version: zVersion(),
  resolutionNote: zText({ multiline: true }).trim().min(1, M.resolutionRequired).max(2000, M.resolutionTooLong),
});
export type ResolveMemberEscalationInput = z.input<typeof resolveMemberEscalationSchema>;

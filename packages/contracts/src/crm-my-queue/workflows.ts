import { z } from 'zod';
import { zMemberId } from '../patient-360/member-record.ts';
import { odataAnswerOf } from '../platform/odata.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import {
  CRM_MAX_TOP,
  CRM_MEMBER_LOOKUP_PAGE,
  CRM_WORKFLOWS_BY_MEMBER_TOP,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPE_NAMES,
  type WorkflowType,
} from './crm-constants.ts';
import { DEMOGRAPHIC_FIELDS, WORKFLOW_FORM_MESSAGES, workflowFormVariants } from './workflow-forms.ts';
import { workflowTaskRowSchema } from './tasks.ts';
import { crmNoteSchema, zCrmId, zNotes, zVersion } from './workflow-common.ts';
import { formAnswerItemSchema } from '../crm-admin-form-builder/answers.ts';
import { SERVICE_FLOW_MESSAGES } from '../crm-admin-service-actions/service-flows.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Workflows under a case (enrollment-crm-virtual-care spec §3 "Workflow", §7 "Workflows"): the rows as returned, the
 * action bodies of CreateWorkflow, UpdateWorkflow, CloseWorkflow, EscalateWorkflow, AddNoteToWorkflow and
 * trackdiscardworkflow, workflow files, and the lookups by case and by member (spec §9 paging and order).
 */

export const WORKFLOW_MESSAGES = {
  notFound: 'The workflow was not found.',
  fileNotFound: 'The file was not found.',
  fileMissing: 'Choose a file to upload.',
  fileTooLarge: 'The file is larger than 10 MB.',
  fileEmpty: 'The file is empty.',
  fileType:
    'Only PDF files, images (PNG, JPEG, GIF, TIFF) and Office documents (Word, Excel, PowerPoint) can be uploaded.',
  fileName: 'The file name must be 1 to 200 characters.',
  reasonTooLong: MESSAGES.atMostCharacters('The reason', 500),
  escalateTo: 'Choose the user to escalate the workflow to.',
  escalateReason: 'A reason for the escalation is required.',
  statusClosed: 'Close a workflow with CloseWorkflow.',
  /** Closing is final (the spec gives no reopen), so the screen asks first, with YES and NO (shell spec §2.4). */
  closeConfirmTitle: 'Close Workflow',
  closeConfirm: (id: number) => `Close workflow ${id}? A closed workflow cannot be reopened.`,
  /** The title over a refused close (open tasks remain, or it changed meanwhile): the spec words none. */
  closeRefusedTitle: 'Workflow not closed',
  typeMismatch: 'The workflow type cannot be changed.',
  caseMismatch: 'The case belongs to a different member.',
  ssbciFlagOff: 'SSBCI meals workflows are turned off.',
  ...WORKFLOW_FORM_MESSAGES,
} as const;
const M = WORKFLOW_MESSAGES;

/** Files on workflows and cases: at most 10 MB, PDF, images and Office documents (by type and extension). */
export const CRM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CRM_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/tiff': ['tif', 'tiff'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
} as const satisfies Record<string, readonly string[]>;
export const CRM_FILE_ACCEPT = Object.keys(CRM_FILE_TYPES).join(',');

const zReason = () => zText().trim().max(500, M.reasonTooLong).optional();

/**
 * A form template's answers with the workflow: the template (an active one) and the answers keyed by field key. The
 * server checks them with the template's answers schema (answersSchemaOf), as the agent's form did; no template, no
 * answers (an update without formTemplateId keeps the answers stored).
 */
const formTemplateShape = {
  formTemplateId: zCrmId().nullable().optional(),
  formAnswers: z.record(z.string(), z.unknown()).optional(),
};

export const workflowTypeSchema = z.enum(WORKFLOW_TYPE_NAMES as [WorkflowType, ...WorkflowType[]], {
  error: M.workflowType,
});

// ---- Rows -------------------------------------------------------------------------------------------------------------

export const workflowRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  caseId: z.number().int(),
  workflowType: workflowTypeSchema,
  /** The type's label (spec: workflowTypeString). */
  workflowTypeString: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  reason: z.string().nullable(),
  owner: z.string(),
  /** The display names of the owner, the creator and who closed it (null or absent: no such user). */
  ownerName: z.string().nullable().optional(),
  createdByName: z.string().nullable().optional(),
  closedByName: z.string().nullable().optional(),
  formData: z.record(z.string(), z.unknown()),
  slaDueAt: z.string(),
  escalatedTo: z.string().nullable(),
  /** The name of the user it was escalated to (null or absent: not escalated, or no such user). */
  escalatedToName: z.string().nullable().optional(),
  escalatedAt: z.string().nullable(),
  createdBy: z.string(),
  /** ISO instant (spec: CreatedDate). */
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
  closedBy: z.string().nullable(),
  closedDate: z.string().nullable(),
  /** Open tasks of the workflow: CloseWorkflow is refused while any is open. */
  openTaskCount: z.number().int(),
  version: z.number().int(),
  /** The form template filled in (the form builder's) at its version, and the answers in its field order. */
  formTemplateId: z.number().int().nullable().optional(),
  formTemplateVersion: z.number().int().nullable().optional(),
  formAnswers: z.array(formAnswerItemSchema).nullable().optional(),
  /** The service action the workflow was started from (spec: service flow), if any. */
  serviceFlowId: z.number().int().nullable().optional(),
});
export type WorkflowRow = z.infer<typeof workflowRowSchema>;

/** A file's description (never its content; GetFileContentForWorkflow downloads it). */
export const crmFileSchema = z.object({
  id: z.number().int(),
  itemKind: z.enum(['workflow', 'case', 'interaction']),
  itemId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type CrmFile = z.infer<typeof crmFileSchema>;

/** A workflow by id: the row with its notes (newest first), files and tasks (CreatedDate descending). */
export const workflowDetailSchema = workflowRowSchema.extend({
  /** The name of the service action that started the workflow (a deleted one too). */
  serviceFlowName: z.string().nullable().optional(),
  notes: z.array(crmNoteSchema),
  files: z.array(crmFileSchema),
  tasks: z.array(workflowTaskRowSchema),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** The OData-style answer of the lookups by case and by member. */
export const workflowPageSchema = odataAnswerOf(workflowRowSchema);
export type WorkflowPage = z.infer<typeof workflowPageSchema>;

// ---- Action bodies ----------------------------------------------------------------------------------------------------

/**
 * CreateWorkflow: the case must be open; the owner is the case owner; slaDueAt from the business calendar. Started from
 * a service action (serviceFlowId), the action must be offered to the member today and of the workflow's type; the
 * workflow records it and gets the action's tasks.
 */
export const createWorkflowShape = {
  memberId: zMemberId(),
  caseId: zCrmId(),
  reason: zReason(),
  serviceFlowId: zCrmId().max(2_147_483_647, SERVICE_FLOW_MESSAGES.idInvalid).nullable().optional(),
  ...formTemplateShape,
};
export const createWorkflowSchema = workflowFormVariants(createWorkflowShape);
export type CreateWorkflowInput = z.input<typeof createWorkflowSchema>;
export type CreateWorkflow = z.output<typeof createWorkflowSchema>;

/** UpdateWorkflow at the version read; the type names the form and cannot change; Closed only through CloseWorkflow. */
export const updateWorkflowSchema = workflowFormVariants({
  id: zCrmId(),
  version: zVersion(),
  status: z.enum(['Open', 'In Progress', 'Escalated']),
  reason: zReason(),
  ...formTemplateShape,
});
export type UpdateWorkflowInput = z.input<typeof updateWorkflowSchema>;
export type UpdateWorkflow = z.output<typeof updateWorkflowSchema>;

export const closeWorkflowSchema = z.object({ workflowId: zCrmId(), version: zVersion() });
export type CloseWorkflow = z.infer<typeof closeWorkflowSchema>;

export const escalateWorkflowSchema = z.object({
  workflowId: zCrmId(),
  version: zVersion(),
  escalateTo: z.string({ error: M.escalateTo }).trim().min(1, M.escalateTo).max(100),
  reason: zText().trim().min(1, M.escalateReason).max(500, M.reasonTooLong),
});
export type EscalateWorkflow = z.infer<typeof escalateWorkflowSchema>;

export const addNoteToWorkflowSchema = z.object({ workflowId: zCrmId(), notes: zNotes() });
export type AddNoteToWorkflow = z.infer<typeof addNoteToWorkflowSchema>;

/** trackdiscardworkflow: an agent started a workflow and discarded it before saving. */
export const trackDiscardWorkflowSchema = z.object({
  memberId: zMemberId(),
  caseId: zCrmId().nullable().optional(),
  workflowType: workflowTypeSchema,
});
export type TrackDiscardWorkflow = z.infer<typeof trackDiscardWorkflowSchema>;
export const trackDiscardWorkflowResultSchema = z.object({ id: z.number().int(), discardedAt: z.string() });

// ---- Queries ----------------------------------------------------------------------------------------------------------

export const workflowIdQuerySchema = z.object({ id: zQueryInt().positive() });
export const workflowFileQuerySchema = z.object({ fileId: zQueryInt().positive() });
/** GetFileContentForWorkflow is a POST action {fileId} (spec §7). */
export const workflowFileBodySchema = z.object({ fileId: zCrmId() });
export const workflowFilesQuerySchema = z.object({ workflowId: zQueryInt().positive() });
export const workflowFileUploadParamsSchema = z.object({ workflowId: zQueryInt().positive() });
export const caseFileUploadParamsSchema = z.object({ caseId: zQueryInt().positive() });
export const crmFileListSchema = z.object({ items: z.array(crmFileSchema), total: z.number().int() });

/** Workflows by case: CreatedDate descending, $skip=0 $top=50 (spec §9). */
export const workflowsByCaseQuerySchema = z.object({
  caseId: zQueryInt().positive(),
  $skip: zQueryInt().min(0).default(CRM_MEMBER_LOOKUP_PAGE.skip),
  $top: zQueryInt().min(1).max(CRM_MAX_TOP).default(CRM_MEMBER_LOOKUP_PAGE.top),
});
/** Workflows by member: CreatedDate descending, $top=1000 (spec §9). */
export const workflowsByMemberQuerySchema = z.object({
  memberId: zMemberId(),
  $skip: zQueryInt().min(0).default(0),
  $top: zQueryInt().min(1).max(CRM_MAX_TOP).default(CRM_WORKFLOWS_BY_MEMBER_TOP),
});

// ---- Workflow-type lookups --------------------------------------------------------------------------------------------

/** getDemographicChangeFieldHistory: each field's values from the member's past DemographicChange workflows. */
export const demographicFieldHistorySchema = z.object({
  memberId: z.string(),
  fields: z.array(
    z.object({
      field: z.enum(DEMOGRAPHIC_FIELDS),
      values: z.array(
        z.object({
          value: z.string(),
          workflowId: z.number().int(),
          status: z.string(),
          changedBy: z.string(),
          changedDate: z.string(),
        }),
      ),
    }),
  ),
});
export type DemographicFieldHistory = z.infer<typeof demographicFieldHistorySchema>;

/** validateCountyZipCode {zipCode, countyCode}: a mismatch is a 400 with WORKFLOW_FORM_MESSAGES.countyZipMismatch. */
export const validateCountyZipCodeSchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  countyCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, M.countyCode),
});
export const countyZipValidationSchema = z.object({
  valid: z.literal(true),
  zipCode: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  city: z.string(),
  stateCode: z.string(),
});

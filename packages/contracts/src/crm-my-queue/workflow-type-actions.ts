import { z } from 'zod';
import { WORKFLOW_FORM_SCHEMAS } from './workflow-forms.ts';
import { createWorkflowShape } from './workflows.ts';

/**
 * The workflow types' own actions of spec §7 ("Workflow types: DemographicChange, PcpChange, RequestPlanMaterial
 * {formData}, ProcessSSBCI, PoaValidation, MemberReimbursement") at `${CRM_ODATA}/default.<Type>`: each creates a
 * workflow of its type, as CreateWorkflow does, from the same body without workflowType (the path names it).
 */
export const WORKFLOW_TYPE_ACTIONS = Object.keys(WORKFLOW_FORM_SCHEMAS) as (keyof typeof WORKFLOW_FORM_SCHEMAS)[];
export type WorkflowTypeAction = (typeof WORKFLOW_TYPE_ACTIONS)[number];

/** The body of `default.<Type>`: CreateWorkflow's fields with the type's form. */
export const workflowTypeActionSchema = <T extends WorkflowTypeAction>(type: T) =>
  z.object({ ...createWorkflowShape, formData: WORKFLOW_FORM_SCHEMAS[type] });

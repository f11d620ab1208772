import { Alert, SimpleGrid, Text } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { WORKFLOW_TYPES, type WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  createWorkflowSchema,
  updateWorkflowSchema,
  type CreateWorkflow,
  type UpdateWorkflow,
  type WorkflowRow,
} from '@portal/contracts/crm-my-queue/workflows';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { useFlag } from '../../../app/session/session-context.ts';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { withTemplateAnswers } from '../../../ui/form/TemplateForm.tsx';
import { notifySuccess, notifyWarning } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useActiveFormTemplates } from '../api/form-template-api.ts';
import { useMemberRow } from '../api/member-api.ts';
import { useCreateWorkflow, useTrackDiscardWorkflow, useUpdateWorkflow } from '../api/workflow-api.ts';
import { useProcessMailMaterialRequest } from '../api/workflow-type-api.ts';
import { withoutBlanks } from '../workspace/form-values.ts';
import { editFormData, newFormData } from './workflow-defaults.ts';
import { WorkflowFormTemplate } from './WorkflowFormTemplate.tsx';
import { WorkflowTypeFields } from './WorkflowTypeFields.tsx';
import { ClosedWorkflowNotice } from './ClosedNotice.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

const UPDATE_STATUSES = ['Open', 'In Progress', 'Escalated'];

/** After a RequestPlanMaterial workflow is created, its mail request (ProcessMailMaterialRequest) is made from it. */
function mailRequestOf(saved: WorkflowRow, body: CreateWorkflow, memberEffectiveDate: string | null) {
  if (body.workflowType !== 'RequestPlanMaterial') return null;
  const form = body.formData;
  return {
    id: saved.id,
    memberId: saved.memberId,
    memberEffectiveDate,
    planMaterials: form.planMaterials,
    address1: form.mailingAddress.address1,
    ...(form.mailingAddress.address2 ? { address2: form.mailingAddress.address2 } : {}),
    city: form.mailingAddress.city,
    state: form.mailingAddress.state,
    zip: form.mailingAddress.zipCode,
    ...(form.email ? { email: form.email } : {}),
  };
}

export type WorkflowDialogProps =
  | {
      mode: 'create';
      type: WorkflowType;
      memberId: string;
      caseId: number;
      /** The service action the workflow is started from: the server records it and creates its tasks. */
      serviceFlow?: { id: number; name: string };
      onClose: (created?: WorkflowRow) => void;
    }
  | {
      mode: 'update';
      workflow: WorkflowRow;
      memberId: string;
      onClose: (created?: WorkflowRow) => void;
      onReload: () => void;
    };

/**
 * A workflow's form, by its type (the contract's schema of that type through the zod resolver). Creating: cancelling
 * a new workflow is tracked (trackdiscardworkflow). Updating: at the version read; a stale save offers Reload.
 */
export function WorkflowDialog(props: WorkflowDialogProps) {
  const { memberId } = props;
  const type = props.mode === 'create' ? props.type : props.workflow.workflowType;
  const member = useMemberRow(memberId);
  const pcpChangeV2 = useFlag(FEATURE_FLAGS.pcpChangeV2);
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const discard = useTrackDiscardWorkflow();
  const mail = useProcessMailMaterialRequest();
  const { failure, attempt } = useSaveFailure();
  const activeTemplates = useActiveFormTemplates().data?.items;
  const templates = useMemo(() => activeTemplates ?? [], [activeTemplates]);
  const storedAnswers = props.mode === 'update' ? props.workflow.formAnswers : null;
  const storedTemplate = props.mode === 'update' ? (props.workflow.formTemplateId ?? '') : '';
  const defaults: FieldValues =
    props.mode === 'create'
      ? {
          memberId,
          caseId: props.caseId,
          workflowType: type,
          reason: '',
          formData: newFormData(type, member.data ?? null),
          formTemplateId: '',
          formAnswers: {},
          ...(props.serviceFlow ? { serviceFlowId: props.serviceFlow.id } : {}),
        }
      : {
          id: props.workflow.id,
          version: props.workflow.version,
          status: props.workflow.status === 'Closed' ? 'Open' : props.workflow.status,
          workflowType: type,
          reason: props.workflow.reason ?? '',
          formData: editFormData(type, props.workflow.formData),
          formTemplateId: storedTemplate,
          formAnswers: Object.fromEntries((storedAnswers ?? []).map((item) => [item.key, item.value])),
        };
  const schema = props.mode === 'create' ? createWorkflowSchema : updateWorkflowSchema;
  const base = zodResolver(withoutBlanks(schema)) as unknown as Resolver<
    FieldValues,
    unknown,
    CreateWorkflow | UpdateWorkflow
  >;
  // The chosen form template's answers are checked with its own answers schema (the server checks them the same way);
  // react-hook-form takes the resolver of each render, so it sees the templates as loaded.
  const form = useForm<FieldValues, unknown, CreateWorkflow | UpdateWorkflow>({
    resolver: withTemplateAnswers(
      base,
      (values) => templates.find((entry) => entry.id === values.formTemplateId)?.fields ?? null,
    ),
    defaultValues: defaults,
  });
  const status: unknown = useWatch({ control: form.control, name: 'status' });
  // A rule of the whole form (DemographicChange: change at least one field) has no field of its own to show under.
  const formMessage: unknown = form.formState.errors.formData?.message;
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      if (props.mode === 'create') {
        const saved = await create.mutateAsync(body as CreateWorkflow);
        notifySuccess(
          props.serviceFlow
            ? `${saved.workflowTypeString} workflow ${saved.id} was created from ${props.serviceFlow.name}.`
            : `${saved.workflowTypeString} workflow ${saved.id} was created.`,
        );
        const request = mailRequestOf(
          saved,
          body as CreateWorkflow,
          member.data?.effectiveDateTime.slice(0, 10) ?? null,
        );
        if (request)
          await mail
            .mutateAsync(request)
            .catch((error: unknown) =>
              notifyWarning(`The mail request was not made: ${error instanceof Error ? error.message : String(error)}`),
            );
        props.onClose(saved);
      } else {
        await update.mutateAsync(body as UpdateWorkflow);
        notifySuccess('The workflow was saved.');
        props.onClose();
      }
    });
  });
  const cancel = () => {
    if (props.mode === 'create')
      discard.mutate({ memberId, caseId: props.caseId, workflowType: type }, { onError: () => undefined });
    props.onClose();
  };
  const label = WORKFLOW_TYPES[type].label;
  // Closed meanwhile by someone else (seen after Reload): said so, and no Save that would be refused.
  const closedWorkflow = props.mode === 'update' && props.workflow.status === 'Closed' ? props.workflow : null;
  return (
    <FormDialog
      opened
      onClose={cancel}
      size="xl"
      title={props.mode === 'create' ? `New ${label} Workflow` : `${label} Workflow ${props.workflow.id}`}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} onReload={props.mode === 'update' ? props.onReload : undefined} />}
      readOnly={closedWorkflow !== null}
    >
      {closedWorkflow ? (
        <ClosedWorkflowNotice workflow={closedWorkflow} />
      ) : (
        <>
          {props.mode === 'create' && props.serviceFlow ? (
            <Text size="sm" mb="sm">
              Service action: <strong>{props.serviceFlow.name}</strong> (its tasks are created with the workflow)
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
            {props.mode === 'update' ? (
              <Select
                label="Status"
                data={UPDATE_STATUSES}
                value={String(status)}
                onChange={(value) => value && form.setValue('status', value, { shouldDirty: true })}
                allowDeselect={false}
              />
            ) : null}
            <TextField control={form.control} name="reason" label="Workflow Reason" maxLength={500} />
          </SimpleGrid>
          {typeof formMessage === 'string' ? (
            <Alert color="red" mb="sm" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <WorkflowTypeFields
            type={type}
            control={form.control}
            setValue={form.setValue}
            memberId={memberId}
            pcpChangeV2={pcpChangeV2}
          />
          <WorkflowFormTemplate
            control={form.control}
            setValue={form.setValue}
            templates={templates}
            stored={storedAnswers}
          />
        </>
      )}
    </FormDialog>
  );
}

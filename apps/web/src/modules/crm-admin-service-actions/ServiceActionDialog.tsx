import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MultiSelect } from '../../ui/inputs/MultiSelect.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';

import { useController, useFieldArray, useForm, type Control, type Resolver } from 'react-hook-form';
import {
  SERVICE_FLOW_ASSIGNEE_RULES,
  serviceFlowFormSchema,
  updateServiceFlowSchema,
  type ServiceFlow,
  type ServiceFlowForm,
  type ServiceFlowFormInput,
  type ServiceFlowPlan,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { TASK_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import { MAX_DATE, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { DateField, TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useFieldRefusal } from '../../ui/form/use-field-refusal.ts';
import { useRangeOrderCheck } from '../../ui/form/use-range-order-check.ts';
import {
  fetchServiceFlow,
  useCreateServiceFlow,
  useInitialData,
  useServiceFlowConfig,
  useUpdateServiceFlow,
  useWorkflowTaskOptions,
} from './service-flows-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

type Values = ServiceFlowFormInput & { id?: number; version?: number };

const planKey = (plan: ServiceFlowPlan) => `${plan.contractCode}-${plan.pbpCode}`;
const planOfKey = (key: string): ServiceFlowPlan => {
  const [contractCode = '', pbpCode = ''] = key.split('-');
  return { contractCode, pbpCode };
};

const valuesOf = (flow: ServiceFlow | null): Values =>
  flow
    ? {
        id: flow.id,
        version: flow.version,
        name: flow.name,
        description: flow.description,
        workflowType: flow.workflowType,
        tasks: flow.tasks,
        effectiveFrom: flow.effectiveFrom,
        effectiveTo: flow.effectiveTo,
        plans: flow.plans,
        isActive: flow.isActive,
      }
    : {
        name: '',
        description: '',
        workflowType: '' as ServiceFlowFormInput['workflowType'],
        tasks: [],
        effectiveFrom: todayInLosAngeles(),
        effectiveTo: MAX_DATE,
        plans: [],
        isActive: true,
      };

/** The plans a service action applies to, chosen among this year's plans; none chosen applies to every plan. */
function PlansField({ control }: { control: Control<Values> }) {
  const initial = useInitialData();
  const { field, fieldState } = useController({ control, name: 'plans' });
  const chosen = (field.value ?? []).map(planKey);
  const offered = (initial.data?.plans ?? []).map((plan) => ({
    value: planKey(plan),
    label: `${planKey(plan)} ${plan.planName}`,
  }));
  const known = new Set(offered.map((option) => option.value));
  const data = [...offered, ...chosen.filter((key) => !known.has(key)).map((key) => ({ value: key, label: key }))];
  return (
    <MultiSelect
      label="Plans (none chosen: every plan)"
      data={data}
      searchable
      value={chosen}
      onChange={(keys) => field.onChange(keys.map(planOfKey))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Adding or editing a service action: what it starts, the tasks it creates, when and for which plans it is offered. */
export function ServiceActionDialog({ flow, onClose }: { flow: ServiceFlow | null; onClose: () => void }) {
  const options = useWorkflowTaskOptions();
  const config = useServiceFlowConfig();
  const create = useCreateServiceFlow();
  const update = useUpdateServiceFlow();
  const schema = flow ? updateServiceFlowSchema : serviceFlowFormSchema;
  const form = useForm<Values, unknown, ServiceFlowForm & { id?: number; version?: number }>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, ServiceFlowForm>,
    defaultValues: valuesOf(flow),
  });
  // 'The start date must not be after the end date.' shows under Effective to as soon as the dates are out of order.
  useRangeOrderCheck(form, 'effectiveFrom', 'effectiveTo');
  // A name another service action has (in any case) shows under Name.
  const { failure, attempt } = useSaveFailure(useFieldRefusal(form).place);
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const activeTypes = config.data?.activeTaskTypes ?? TASK_TYPE_NAMES;
  const tasksMessage = form.formState.errors.tasks?.root?.message ?? form.formState.errors.tasks?.message;
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      const saved =
        flow && body.id !== undefined && body.version !== undefined
          ? await update.mutateAsync({ ...body, id: body.id, version: body.version })
          : await create.mutateAsync(body);
      notifySuccess(`Service action ${saved.name} was saved.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={flow ? `Editing Service Action ${flow.name}` : 'Adding Service Action'}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={
        <SaveErrorAlert
          error={failure}
          // A stale edit: the form starts over from the service action as saved now (its new version included).
          onReload={
            flow ? () => void attempt(async () => form.reset(valuesOf(await fetchServiceFlow(flow.id)))) : undefined
          }
        />
      }
    >
      <Stack gap="sm">
        <TextField control={form.control} name="name" label="Name" required maxLength={100} />
        <TextareaField control={form.control} name="description" label="Description" maxLength={1000} />
        <SelectField
          control={form.control}
          name="workflowType"
          label="Workflow it starts"
          required
          data={(options.data?.workflowTypes ?? []).map((type) => ({ value: type.value, label: type.label }))}
        />
        <SimpleGrid cols={2}>
          <DateField control={form.control} name="effectiveFrom" label="Effective from" required />
          <DateField control={form.control} name="effectiveTo" label="Effective to" required />
        </SimpleGrid>
        <PlansField control={form.control} />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={500} size="sm">
              Tasks it creates
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                tasks.append({ taskType: activeTypes[0] ?? 'Follow-up Call', assigneeRule: 'Workflow owner' })
              }
            >
              Add task
            </Button>
          </Group>
          {tasks.fields.map((task, index) => (
            <Group key={task.id} align="flex-end" wrap="nowrap">
              <SelectField
                control={form.control}
                name={`tasks.${index}.taskType`}
                label={`Task ${index + 1} type`}
                required
                data={activeTypes.map((type) => ({ value: type, label: type }))}
              />
              <SelectField
                control={form.control}
                name={`tasks.${index}.assigneeRule`}
                label="Assigned to"
                required
                data={(options.data?.assigneeRules ?? SERVICE_FLOW_ASSIGNEE_RULES).map((rule) => ({
                  value: rule,
                  label: rule,
                }))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove task ${index + 1}`}
                onClick={() => tasks.remove(index)}
                mb={4}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {tasksMessage ? (
            <Text size="sm" c="red.8">
              {tasksMessage}
            </Text>
          ) : null}
        </Stack>
        <CheckboxField control={form.control} name="isActive" label="Active" />
      </Stack>
    </FormDialog>
  );
}

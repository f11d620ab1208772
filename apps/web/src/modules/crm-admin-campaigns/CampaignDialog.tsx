import { Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  campaignBodyOf,
  campaignCriteriaSchema,
  campaignFormSchema,
  type Campaign,
  type CampaignFormInput,
  type CampaignFormOutput,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberField, TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useFieldRefusal } from '../../ui/form/use-field-refusal.ts';
import { useHeldRecord } from '../../ui/use-held-record.ts';
import { useCampaigns, useMemberCountPreview, useQueueOptions, useSaveCampaign } from './api/campaigns-api.ts';
import { CampaignCriteriaFields } from './CampaignCriteriaFields.tsx';

const EMPTY: CampaignFormInput = {
  name: '',
  description: '',
  queueId: null,
  script: '',
  outcomes: [],
  criteria: { contractCodes: [], pbpCodes: [], countyFips: [], minAge: null, maxAge: null, tags: [] },
};

const valuesOf = (campaign: Campaign): CampaignFormInput => ({
  name: campaign.name,
  description: campaign.description,
  queueId: campaign.queueId,
  script: campaign.script,
  outcomes: campaign.usesDefaultOutcomes ? [] : campaign.outcomes,
  criteria: campaign.criteria,
});

type ListName = 'outcomes';

/** A list of free values (the outcomes): type one and press Enter. */
function ListField({
  control,
  name,
  label,
  placeholder,
}: {
  control: Control<CampaignFormInput, unknown, CampaignFormOutput>;
  name: ListName;
  label: string;
  placeholder: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          placeholder={placeholder}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? firstItemError(fieldState.error)}
          clearable
          acceptValueOnBlur
        />
      )}
    />
  );
}

/** An array field's error sits on its item (criteria.pbpCodes.0): show the first. */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const message = item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** The eligible members of the criteria as typed, counted as they change. */
function MemberCountPreview({ control }: { control: Control<CampaignFormInput, unknown, CampaignFormOutput> }) {
  const criteria = useWatch({ control, name: 'criteria' });
  const [settled] = useDebouncedValue(criteria, 400);
  const parsed = campaignCriteriaSchema.safeParse(settled);
  const count = useMemberCountPreview(parsed.success ? parsed.data : null);
  // Only a count of the criteria on screen is shown: while a change waits to be counted (the pause after typing, or
  // the request), the previous criteria's count would read as this one's.
  const current =
    JSON.stringify(criteria) === JSON.stringify(settled) && !count.isPlaceholderData ? count.data : undefined;
  return (
    <Text size="sm" fw={500} aria-live="polite" data-testid="campaign-member-preview">
      {!parsed.success
        ? 'Eligible members: correct the criteria to count them'
        : current
          ? `Eligible members: ${current.memberCount.toLocaleString('en-US')}`
          : 'Eligible members: counting...'}
    </Text>
  );
}

/**
 * Add or edit a campaign: name, queue, script, outcomes and who it is for. The campaign edited is held as it was opened
 * (the one way, useHeldRecord): the list read again meanwhile (its poll while a campaign is active, someone else's save)
 * never resets what is typed; Reload after a stale save starts the form again from the campaign as saved now.
 */
export function CampaignDialog({ target, onClose }: { target: Campaign | 'new' | null; onClose: () => void }) {
  const opened = target !== null && target !== 'new' ? target : null;
  const list = useCampaigns();
  const live = opened ? (list.data?.value.find((row) => row.id === opened.id) ?? opened) : null;
  const held = useHeldRecord(target, live);
  if (target === null) return null;
  const reload = opened
    ? () => {
        held.reload();
        void list
          .refetch()
          .then(({ data }) => {
            // Deleted meanwhile: nothing left to edit.
            if (data && !data.value.some((row) => row.id === opened.id)) onClose();
          })
          .catch(notifyActionFailed);
      }
    : undefined;
  return (
    <CampaignForm
      key={held.record ? `${held.record.id}:${held.record.version}` : 'new'}
      editing={held.record}
      onClose={onClose}
      onReload={reload}
    />
  );
}

/** The campaign's form, started from the campaign held (or a new one's values). */
function CampaignForm({
  editing,
  onClose,
  onReload,
}: {
  editing: Campaign | null;
  onClose: () => void;
  onReload: (() => void) | undefined;
}) {
  const save = useSaveCampaign();
  const queues = useQueueOptions();
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const { control, handleSubmit } = form;
  // A name another campaign has (in any case) shows under Campaign name.
  const refusal = useFieldRefusal(form);

  const submit = handleSubmit((values) => {
    save.mutate(
      { id: editing?.id ?? null, version: editing?.version ?? 1, input: campaignBodyOf(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(`Campaign ${saved.name} was saved.`);
          onClose();
        },
        onError: refusal.place,
      },
    );
  });

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={editing ? `Editing Campaign ${editing.name}` : 'Adding Campaign'}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      size="xl"
      footer={<SaveErrorAlert error={refusal.alertError(save.error)} onReload={onReload} />}
    >
      <Stack>
        <TextField control={control} name="name" label="Campaign name" required maxLength={100} />
        <TextareaField control={control} name="description" label="Description" maxLength={1000} />
        {/* Left empty, the campaign follows Campaign Config's defaults, as the Outcomes list does. */}
        <SelectField
          control={control}
          name="queueId"
          label="Queue"
          placeholder="None: the default queue"
          numeric
          searchable
          data={queues.data ?? []}
        />
        <TextareaField
          control={control}
          name="script"
          label="Script / talking points"
          placeholder="None: the default script"
          maxLength={4000}
        />
        <ListField control={control} name="outcomes" label="Outcomes" placeholder="None: the default outcomes" />
        <Text fw={600} size="sm" mt="xs">
          Eligible members
        </Text>
        <CampaignCriteriaFields control={control} />
        <Group grow align="flex-start">
          <NumberField control={control} name="criteria.minAge" label="Age from" />
          <NumberField control={control} name="criteria.maxAge" label="Age to" />
        </Group>
        <MemberCountPreview control={control} />
      </Stack>
    </FormDialog>
  );
}

import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { CALL_DIRECTIONS, INTERACTION_OUTCOMES, INTERACTION_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  createInteractionSchema,
  updateInteractionSchema,
  type CreateInteraction,
  type UpdateInteraction,
} from '@portal/contracts/crm-my-queue/interactions';
import type { CrmInteractionRow } from '@portal/contracts/crm-my-queue/lists';
import { MultiSelectField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { PhoneField, TextareaField } from '../../../ui/form/FormFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';
import { useTextReplace } from '../../../ui/use-text-replace.ts';
import { useMemberCases } from '../api/case-api.ts';
import { useCreateInteraction, useUpdateInteraction } from '../api/interaction-api.ts';

/** The boxes as the form holds them: '' for a box left empty, the linked cases by their ids as text. */
interface InteractionForm {
  direction: string;
  interactionType: string;
  outcome: string;
  phoneNumber: string;
  notes: string;
  caseIds: string[];
}

const formOf = (row: CrmInteractionRow | null, caseId: number | null): InteractionForm => ({
  direction: row?.callDirection ?? 'Inbound',
  interactionType: row?.interactionType ?? 'Phone',
  outcome: row?.callOutcome ?? '',
  phoneNumber: row?.phoneNumber ?? '',
  notes: row?.notes ?? '',
  caseIds: (row ? row.caseIds : caseId !== null ? [caseId] : []).map(String),
});

/**
 * The body of createinteraction or UpdateInteraction, checked with the contract's own schema: an empty box is left out
 * of a new interaction and clears the field of one saved (null), and the cases are sent as their ids.
 */
const bodySchema = (memberId: string, row: CrmInteractionRow | null) =>
  z.preprocess(
    (value) => {
      const form = value as InteractionForm;
      const blank = (text: string) => (text.trim() === '' ? (row ? null : undefined) : text);
      return {
        ...(row ? { id: row.id, version: row.version } : { memberId }),
        direction: form.direction || undefined,
        interactionType: form.interactionType || undefined,
        outcome: form.outcome === '' ? blank('') : form.outcome,
        phoneNumber: blank(form.phoneNumber),
        notes: blank(form.notes),
        caseIds: form.caseIds.map(Number),
      };
    },
    row ? updateInteractionSchema : createInteractionSchema,
  ) as unknown as z.ZodType<CreateInteraction | UpdateInteraction, InteractionForm>;

/**
 * Log Interaction (createinteraction) for the member, or an interaction logged before changed at the version read
 * (UpdateInteraction): direction, type, outcome, phone, notes and the member's cases it is linked to (a new one starts
 * linked to the case open in the workspace). Readers see it without buttons.
 */
export function InteractionDialog({
  memberId,
  interaction,
  caseId,
  readOnly,
  onClose,
  onReload,
}: {
  memberId: string;
  /** The interaction changed, null to log a new one. */
  interaction: CrmInteractionRow | null;
  /** The case open in the workspace, linked to a new interaction at first. */
  caseId: number | null;
  readOnly: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const cases = useMemberCases(memberId);
  const create = useCreateInteraction();
  const update = useUpdateInteraction();
  const expand = useTextReplace();
  const { failure, attempt } = useSaveFailure();
  // The form's values are the boxes; what the resolver hands on is the body (the shared fields take the boxes' type).
  const form = useForm<InteractionForm>({
    resolver: zodResolver(bodySchema(memberId, interaction)) as unknown as Resolver<InteractionForm>,
    defaultValues: formOf(interaction, caseId),
  });
  const submit = form.handleSubmit(async (values) => {
    const body = values as unknown as CreateInteraction | UpdateInteraction;
    await attempt(async () => {
      if (interaction) {
        await update.mutateAsync(body as UpdateInteraction);
        notifySuccess(`Interaction ${interaction.id} was saved.`);
      } else {
        const saved = await create.mutateAsync(body as CreateInteraction);
        notifySuccess(`Interaction ${saved.id} was logged.`);
      }
      onClose();
    });
  });
  const caseOptions = (cases.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.id} ${row.caseType}: ${row.subject}${row.isClosed ? ' (closed)' : ''}`,
  }));
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={interaction ? `Interaction ${interaction.id}` : 'Log Interaction'}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      readOnly={readOnly}
      footer={<SaveErrorAlert error={failure} onReload={interaction ? onReload : undefined} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField control={form.control} name="direction" label="Direction" required data={[...CALL_DIRECTIONS]} />
        <SelectField
          control={form.control}
          name="interactionType"
          label="Type"
          required
          data={[...INTERACTION_TYPES]}
        />
        <SelectField control={form.control} name="outcome" label="Outcome" data={[...INTERACTION_OUTCOMES]} />
      </SimpleGrid>
      <PhoneField control={form.control} name="phoneNumber" label="Phone Number" />
      <MultiSelectField
        control={form.control}
        name="caseIds"
        label="Linked Cases"
        data={caseOptions}
        placeholder={caseOptions.length === 0 ? 'The member has no cases' : 'Pick the cases it was about'}
      />
      <TextareaField
        control={form.control}
        name="notes"
        label="Notes"
        minRows={4}
        maxLength={8000}
        transform={expand}
      />
    </FormDialog>
  );
}

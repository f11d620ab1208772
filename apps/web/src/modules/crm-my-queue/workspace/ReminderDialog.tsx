import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  REMINDER_NOTE_MAX,
  createReminderSchema,
  type CreateReminderInput,
} from '@portal/contracts/crm-my-queue/member-workspace';
import { formatTimestamp } from '../../../lib/format.ts';
import {
  addDays,
  instantInLosAngeles,
  LOS_ANGELES_LABEL,
  todayInLosAngeles,
} from '@portal/contracts/platform/rules/dates';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useCreateReminder } from '../api/workspace-api.ts';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

const HOUR = 3_600_000;

/**
 * When to be reminded: in an hour, in four hours, or at 9 AM in the plan's time (PT) one, two or seven days from now,
 * whatever the agent's own time zone.
 */
export function reminderTimes(now: Date): { value: string; label: string }[] {
  const today = todayInLosAngeles(now);
  const morning = (days: number) => instantInLosAngeles(addDays(today, days), '09:00');
  const times = [
    new Date(now.getTime() + HOUR),
    new Date(now.getTime() + 4 * HOUR),
    morning(1),
    morning(2),
    morning(7),
  ];
  return times.map((time) => ({
    value: time.toISOString(),
    label: `${formatTimestamp(time)} ${LOS_ANGELES_LABEL}`,
  }));
}

/** CreateReminder: a reminder for the signed-in agent about the member (and the case open in front, if any). */
export function ReminderDialog({
  memberId,
  caseId,
  onClose,
}: {
  memberId: string;
  caseId: number | null;
  onClose: () => void;
}) {
  const create = useCreateReminder();
  const { failure, attempt } = useSaveFailure();
  const [times] = useState(() => reminderTimes(new Date()));
  const form = useForm<CreateReminderInput, unknown, z.output<typeof createReminderSchema>>({
    resolver: zodResolver(createReminderSchema),
    defaultValues: { memberId, caseId, note: '', remindAt: times[2]?.value ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      await create.mutateAsync(body);
      notifySuccess('The reminder was saved.');
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="New Reminder"
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <TextField control={form.control} name="note" label="Remind me to" required maxLength={REMINDER_NOTE_MAX} />
      <SelectField control={form.control} name="remindAt" label="When" required data={times} />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  createInquirySchema,
  INQUIRY_CATEGORIES,
  INQUIRY_CHANNELS,
  INQUIRY_SUBJECT_MAX,
  INQUIRY_TEXT_MAX,
  type CreateInquiry,
  type CreateInquiryInput,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import { instantAt, wallClock } from '@portal/contracts/platform/rules/wall-clock';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useSaveFailure } from '../../ui/use-save-failure.ts';
import { useCreateInquiry } from './api/member-inquiries-api.ts';
import { MemberPickerField } from '../../ui/member/MemberPickerField.tsx';

/** The picker's value is the plan's wall clock, 'YYYY-MM-DD HH:mm:ss'; the API takes an ISO date-time. */
const pickerValue = (instant: string | Date): string => {
  const clock = wallClock(instant, LOS_ANGELES);
  return `${clock.date} ${clock.time}:00`;
};
/** The instant a picked Los Angeles wall clock stands for. */
const instantOfPicked = (value: string): string => {
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0] = value.split(/[-: T]/).map(Number);
  return instantAt(year, month, day, hours * 60 + minutes, LOS_ANGELES).toISOString();
};

/** When the inquiry arrived, in the plan's time (PT, as the list shows it); now by default, never later. */
function ReceivedAtField({ control, now }: { control: Control<CreateInquiryInput>; now: Date }) {
  const { field, fieldState } = useController({ control, name: 'receivedAt' });
  return (
    <DateTimePicker
      label="Received at (PT)"
      withAsterisk
      valueFormat="MM/DD/YYYY hh:mm A"
      maxDate={pickerValue(now)}
      name={field.name}
      value={field.value ? pickerValue(field.value) : null}
      onChange={(value) => field.onChange(value ? instantOfPicked(value) : '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/**
 * Logs an inquiry a member sent by phone, mail, e-mail or the portal (POST api/memberInquiries, checked with the
 * contract's schema): the member, channel, category, subject, detail and when it was received. It starts New.
 */
export function LogInquiryDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateInquiry();
  const { failure, attempt } = useSaveFailure();
  const [now] = useState(() => new Date());
  const form = useForm<CreateInquiryInput, unknown, CreateInquiry>({
    resolver: zodResolver(createInquirySchema),
    defaultValues: {
      memberId: '',
      channel: '' as CreateInquiryInput['channel'],
      category: '' as CreateInquiryInput['category'],
      subject: '',
      detail: '',
      receivedAt: now.toISOString(),
    },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      const logged = await create.mutateAsync(body);
      notifySuccess(`Inquiry ${logged.id} was logged.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Log Member Inquiry"
      submitLabel="Log Inquiry"
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <MemberPickerField control={form.control} name="memberId" />
      <SelectField control={form.control} name="channel" label="Channel" required data={[...INQUIRY_CHANNELS]} />
      <SelectField control={form.control} name="category" label="Category" required data={[...INQUIRY_CATEGORIES]} />
      <ReceivedAtField control={form.control} now={now} />
      <TextField control={form.control} name="subject" label="Subject" required maxLength={INQUIRY_SUBJECT_MAX} />
      <TextareaField
        control={form.control}
        name="detail"
        label="Detail"
        required
        maxLength={INQUIRY_TEXT_MAX}
        minRows={4}
      />
    </FormDialog>
  );
}

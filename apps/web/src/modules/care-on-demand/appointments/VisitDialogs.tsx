import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  APPOINTMENT_MESSAGES as M,
  VISIT_TIMES,
  appointmentFormSchema,
  cancelFormSchema,
  startOfForm,
  type AppointmentForm,
  type CancelForm,
} from '@portal/contracts/care-on-demand/appointments';
import { APPOINTMENT_TYPES, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateField, NumberField, SelectField, TextareaField } from '../../../ui/form/FormFields.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useVisitTypes } from '../admin/api/care-on-demand-admin-api.ts';
import { useCancelVisit, useRescheduleVisit, useScheduleVisit } from './appointments-api.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The form's values of a visit (its start on the browser's clock), or a new visit's tomorrow at 9:00. */
function valuesOf(visit: TelehealthAppointment | null): AppointmentForm {
  if (!visit) {
    const tomorrow = new Date(Date.now() + 86_400_000);
    return {
      date: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
      time: '09:00',
      type: 'Video',
      visitType: '',
      durationMinutes: 20,
      reason: '',
    };
  }
  const start = new Date(visit.startTimeUTC);
  return {
    date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    time: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
    type: visit.type === 'Audio' ? 'Audio' : 'Video',
    visitType: visit.visitType,
    durationMinutes: visit.durationMinutes,
    reason: visit.reason ?? '',
  };
}

/**
 * Care on Demand Admin's active visit types that offer this kind of visit (its type, or Both); a new visit starts on the
 * first of them with its default length, and picking another takes that one's default length.
 */
function useVisitTypeChoice(form: UseFormReturn<AppointmentForm>, isNew: boolean): string[] {
  const types = useVisitTypes();
  const [kind, current] = useWatch({ control: form.control, name: ['type', 'visitType'] });
  const offered = (types.data?.items ?? []).filter(
    (type) => type.isActive && (type.appointmentType === 'Both' || type.appointmentType === kind),
  );
  const names = offered.map((type) => type.name);
  const chosen = offered.find((type) => type.name === current);
  const applied = useRef<string | null>(null);
  const next = chosen ?? offered[0];
  useEffect(() => {
    if (!isNew || !next || applied.current === next.name) return;
    applied.current = next.name;
    if (next.name !== current) form.setValue('visitType', next.name);
    form.setValue('durationMinutes', next.defaultDurationMinutes);
  }, [isNew, next, current, form]);
  return isNew || names.includes(current) ? names : [current, ...names];
}

/**
 * Schedule a visit with the member (visit null) or reschedule one at the version read: date and time (the browser's
 * clock; the server refuses a start in the past), Video or Audio, visit type, length and reason.
 */
export function ScheduleVisitDialog(props: {
  memberId: string;
  visit: TelehealthAppointment | null;
  onClose: () => void;
}) {
  const { visit } = props;
  const form = useForm<AppointmentForm>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: valuesOf(visit),
  });
  const schedule = useScheduleVisit();
  const reschedule = useRescheduleVisit(visit?.id ?? 0);
  const saving = schedule.isPending || reschedule.isPending;
  const visitTypes = useVisitTypeChoice(form, visit === null);
  const submit = form.handleSubmit((values) => {
    const startTimeUTC = startOfForm(values);
    const done = (message: string) => () => {
      notifySuccess(message);
      props.onClose();
    };
    if (visit)
      reschedule.mutate(
        { startTimeUTC, durationMinutes: values.durationMinutes, type: values.type, version: visit.version },
        { onSuccess: done(M.rescheduled) },
      );
    else
      schedule.mutate(
        {
          memberId: props.memberId,
          startTimeUTC,
          durationMinutes: values.durationMinutes,
          type: values.type,
          visitType: values.visitType,
          ...(values.reason ? { reason: values.reason } : {}),
        },
        { onSuccess: done(M.scheduled) },
      );
  });
  const { control } = form;
  return (
    <FormDialog
      opened
      onClose={props.onClose}
      title={visit ? 'Rescheduling Visit' : 'Scheduling Visit'}
      submitLabel={visit ? 'Reschedule' : 'Schedule'}
      onSubmit={(event) => void submit(event)}
      saving={saving}
      footer={<SaveErrorAlert error={visit ? reschedule.error : schedule.error} />}
    >
      <SimpleGrid cols={2}>
        <DateField control={control} name="date" label="Date" required minDate={todayInLosAngeles()} />
        <SelectField control={control} name="time" label="Time" required data={VISIT_TIMES} searchable />
        <SelectField control={control} name="type" label="Type" required data={[...APPOINTMENT_TYPES]} />
        <NumberField control={control} name="durationMinutes" label="Minutes" required min={10} max={120} />
        <SelectField
          control={control}
          name="visitType"
          label="Visit Type"
          required
          data={visitTypes}
          disabled={visit !== null}
        />
      </SimpleGrid>
      <TextareaField control={control} name="reason" label="Reason" disabled={visit !== null} />
    </FormDialog>
  );
}

/** Cancel a visit with the reason, at the version read. */
export function CancelVisitDialog(props: { visit: TelehealthAppointment; onClose: () => void }) {
  const form = useForm<CancelForm>({ resolver: zodResolver(cancelFormSchema), defaultValues: { reason: '' } });
  const cancel = useCancelVisit(props.visit.id);
  const submit = form.handleSubmit((values) =>
    cancel.mutate(
      { reason: values.reason, version: props.visit.version },
      {
        onSuccess: () => {
          notifySuccess(M.cancelled);
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      opened
      onClose={props.onClose}
      title="Cancelling Visit"
      submitLabel="Cancel visit"
      cancelLabel="Keep visit"
      onSubmit={(event) => void submit(event)}
      saving={cancel.isPending}
      footer={<SaveErrorAlert error={cancel.error} />}
    >
      <TextareaField control={form.control} name="reason" label="Reason for cancelling" required />
    </FormDialog>
  );
}

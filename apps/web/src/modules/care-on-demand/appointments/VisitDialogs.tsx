import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  APPOINTMENT_MESSAGES as M,
  appointmentFormSchema,
  cancelFormSchema,
  startOfForm,
  type AppointmentForm,
  type CancelForm,
  type ChangedAppointment,
  type MemberTextKind,
} from '@portal/contracts/care-on-demand/appointments';
import { APPOINTMENT_TYPES, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { isClosedAppointment } from '@portal/contracts/care-on-demand/virtual-care-constants';
import { addDays, losAngelesWallClock, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateField, NumberField, TextareaField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { notifyActionFailed, notifySuccess, notifyWarning } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useVisitTypes } from '../admin/api/care-on-demand-admin-api.ts';
import { useHeldRecord } from '../../../ui/use-held-record.ts';
import { VISITS_KEY, fetchVisit, useCancelVisit, useRescheduleVisit, useScheduleVisit } from './appointments-api.ts';
import { MemberTextCheckbox, textablePhone } from './MemberTextCheckbox.tsx';
import { useVisitTimes, VisitTimeSelect } from './VisitTimeSelect.tsx';

/**
 * The form's values of a visit (its start on the plan's clock, PT, whatever the browser's), or a new visit's tomorrow
 * (in Los Angeles) with no time until the schedule's open times arrive (useVisitTimes picks the first).
 */
function valuesOf(visit: TelehealthAppointment | null, phone: string | null | undefined): AppointmentForm {
  const notifyMember = textablePhone(phone).canText;
  if (!visit)
    return {
      date: addDays(todayInLosAngeles(), 1),
      time: '',
      type: 'Video',
      visitType: '',
      durationMinutes: 20,
      reason: '',
      notifyMember,
    };
  return {
    ...losAngelesWallClock(visit.startTimeUTC),
    type: visit.type === 'Audio' ? 'Audio' : 'Video',
    visitType: visit.visitType,
    durationMinutes: visit.durationMinutes,
    reason: visit.reason ?? '',
    notifyMember,
  };
}

/** The toast after a change: success, or a warning when the member was to be texted and could not be. */
const toastOf = (change: MemberTextKind) => (answer: ChangedAppointment) => {
  if (answer.memberText.status === 'Failed') notifyWarning(answer.memberText.message);
  else notifySuccess(answer.memberText.status === 'Sent' ? M.memberTexted(change) : M[change]);
};

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
 * Schedule a visit with the member (visit null) or reschedule one at the version read: date and time (the plan's clock,
 * PT, from the provider's open times first; the server refuses a start in the past or over another visit), Video or
 * Audio, visit type, length and reason, and whether to text the member (the visit's phone, else the member's).
 */
export function ScheduleVisitDialog(props: {
  memberId: string;
  visit: TelehealthAppointment | null;
  /** The member's phone on record (a new visit texts it). */
  memberPhone?: string | null;
  onClose: () => void;
}) {
  const form = useForm<AppointmentForm>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: valuesOf(props.visit, props.visit ? props.visit.patientPhone : props.memberPhone),
  });
  const reschedule = useRescheduleVisit(props.visit?.id ?? 0);
  // After a stale reschedule, Reload takes the visit as saved now: its version replaces the visit opened, and so do its
  // values, except those the provider changed, which stay as typed.
  const { visit, reload } = useHeldVisit(props.visit, reschedule.reset, props.onClose, (fresh) =>
    form.reset(valuesOf(fresh, fresh.patientPhone), { keepDirtyValues: true }),
  );
  const phone = visit ? visit.patientPhone : props.memberPhone;
  const schedule = useScheduleVisit();
  const saving = schedule.isPending || reschedule.isPending;
  const closed = visit !== null && isClosedAppointment(visit.status);
  const visitTypes = useVisitTypeChoice(form, visit === null);
  const times = useVisitTimes(form, visit?.id);
  const submit = form.handleSubmit((values) => {
    const startTimeUTC = startOfForm(values);
    const done = (change: MemberTextKind) => (answer: ChangedAppointment) => {
      toastOf(change)(answer);
      props.onClose();
    };
    const { notifyMember } = values;
    if (visit)
      reschedule.mutate(
        {
          startTimeUTC,
          durationMinutes: values.durationMinutes,
          type: values.type,
          version: visit.version,
          notifyMember,
        },
        { onSuccess: done('rescheduled') },
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
          notifyMember,
        },
        { onSuccess: done('scheduled') },
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
      dirty={form.formState.isDirty}
      // A new visit waits for the open times of its date and length: its time is picked from them.
      submitDisabled={closed || (visit === null && times.loading)}
      footer={
        closed ? (
          <ClosedVisitNotice status={visit.status} />
        ) : (
          <SaveErrorAlert error={visit ? reschedule.error : schedule.error} onReload={reload} />
        )
      }
    >
      <SimpleGrid cols={2}>
        <DateField control={control} name="date" label="Date" required minDate={todayInLosAngeles()} />
        <VisitTimeSelect form={form} times={times} />
        <SelectField control={control} name="type" label="Type" required data={[...APPOINTMENT_TYPES]} />
        {/* No min/max on the box: it would quietly turn 5 into 10 on leaving it and book a length never asked for;
            the form's schema names the bounds instead ('The visit lasts 10 to 120 minutes.'). */}
        <NumberField control={control} name="durationMinutes" label="Minutes" required decimalScale={0} />
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
      <MemberTextCheckbox
        form={form}
        phone={phone}
        label={visit ? 'Text the member the new time' : 'Text the member the visit link'}
      />
    </FormDialog>
  );
}

/**
 * A visit that Reload found cancelled (or ended) by someone else meanwhile: it says so in place of the failure, and the
 * dialog's action is off (the server would refuse it again).
 */
function ClosedVisitNotice({ status }: { status: string }) {
  return (
    <Alert color="orange" mt="md" role="alert" title={status === 'Cancelled' ? 'Visit cancelled' : 'Visit ended'}>
      {M.closedMeanwhile(status)}
    </Alert>
  );
}

/**
 * The visit a dialog changes at its version, held as it was opened (the portal's one way, useHeldRecord): nothing read
 * meanwhile changes the dialog. `reload` (the Reload of a stale change, 409) reads the visit as saved now: the dialog
 * then holds it (`onReloaded` gets it, e.g. to take its values) and the failure is cleared; a visit the caller can no
 * longer see closes the dialog. No reload for a new visit (nothing to read again).
 */
function useHeldVisit(
  opened: TelehealthAppointment | null,
  clearFailure: () => void,
  onClose: () => void,
  onReloaded?: (fresh: TelehealthAppointment) => void,
) {
  const read = useQuery({
    queryKey: [VISITS_KEY, 'visit', opened?.id ?? null],
    queryFn: async () => (opened ? ((await fetchVisit(opened.id)) ?? null) : null),
    // Read on Reload only, and forgotten once the dialog closes: the row clicked is the visit as opened.
    enabled: false,
    gcTime: 0,
  });
  const held = useHeldRecord(opened, read.data ?? opened);
  const reload = opened
    ? () => {
        held.reload();
        void read.refetch({ throwOnError: true }).then(({ data }) => {
          clearFailure();
          if (data) onReloaded?.(data);
          else onClose();
        }, notifyActionFailed);
      }
    : undefined;
  return { visit: held.record, reload };
}

/** Cancel a visit with the reason, at the version read; the member may be texted a short notice (no reason). */
export function CancelVisitDialog(props: { visit: TelehealthAppointment; onClose: () => void }) {
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: '', notifyMember: textablePhone(props.visit.patientPhone).canText },
  });
  const cancel = useCancelVisit(props.visit.id);
  // After a stale cancel, Reload takes the visit's version as saved now; the reason typed stays.
  const held = useHeldVisit(props.visit, cancel.reset, props.onClose);
  const visit = held.visit ?? props.visit;
  const reload = held.reload;
  const closed = isClosedAppointment(visit.status);
  const submit = form.handleSubmit((values) =>
    cancel.mutate(
      { reason: values.reason, version: visit.version, notifyMember: values.notifyMember },
      {
        onSuccess: (answer) => {
          toastOf('cancelled')(answer);
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
      dirty={form.formState.isDirty}
      submitDisabled={closed}
      footer={
        closed ? <ClosedVisitNotice status={visit.status} /> : <SaveErrorAlert error={cancel.error} onReload={reload} />
      }
    >
      <TextareaField control={form.control} name="reason" label="Reason for cancelling" required />
      <MemberTextCheckbox form={form} phone={visit.patientPhone} label="Text the member that the visit is cancelled" />
    </FormDialog>
  );
}

import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  APPOINTMENT_MESSAGES as M,
  VISIT_TIMES,
  type AppointmentForm,
} from '@portal/contracts/care-on-demand/appointments';
import { formatClockTime } from '@portal/contracts/platform/rules/dates';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { useOpenTimes } from './appointments-api.ts';

/** A new visit's time on a date whose schedule has no open time: the start of the working day (outside the schedule). */
const NO_OPEN_TIME_START = '09:00';

export interface VisitTimes {
  /** The open times of the date for the visit's length, as answered (empty until then). */
  openTimes: string[];
  /** The open times of the date and length in the form are being read: a new visit's time is not known yet. */
  loading: boolean;
  /** The answer came and holds no open time. */
  noOpenTime: boolean;
}

/**
 * The open times of the provider's weekly schedule on the form's date, for the visit's length. A new visit whose time
 * the provider has not picked takes the first of them once they arrive (or 9:00 on a date that has none); until then
 * its time stays empty, so that it cannot be booked at a time that may overlap another visit.
 */
export function useVisitTimes(form: UseFormReturn<AppointmentForm>, excludeAppointmentId?: number): VisitTimes {
  const [date, durationMinutes, time] = useWatch({ control: form.control, name: ['date', 'durationMinutes', 'time'] });
  const open = useOpenTimes({ date, durationMinutes, excludeAppointmentId });
  const answered = open.data?.date === date ? open.data.times : undefined;
  const openTimes = useMemo(() => answered ?? [], [answered]);
  const isNew = excludeAppointmentId === undefined;
  const first = openTimes[0];
  const known = answered !== undefined;
  useEffect(() => {
    if (!isNew || !known || form.getFieldState('time').isDirty) return;
    if (first && !openTimes.includes(time)) form.setValue('time', first);
    else if (!first && !time) form.setValue('time', NO_OPEN_TIME_START);
  }, [isNew, known, first, openTimes, time, form]);
  return { openTimes, loading: open.isLoading, noOpenTime: open.isSuccess && openTimes.length === 0 };
}

/**
 * The visit's time on the plan's clock (PT): the open times (useVisitTimes) first ("Open times"), then the other times
 * of the day ("Outside your schedule"); while they are read, a new visit's field says so; a hint when the date has no
 * open time.
 */
export function VisitTimeSelect(props: { form: UseFormReturn<AppointmentForm>; times: VisitTimes }) {
  const { form, times } = props;
  const { openTimes } = times;
  const time = useWatch({ control: form.control, name: 'time' });
  const others = VISIT_TIMES.filter((entry) => !openTimes.includes(entry));
  if (time && !openTimes.includes(time) && !others.includes(time)) others.unshift(time);
  // Values stay 'HH:mm' (the form's); people read 'h:mm AM'.
  const options = (list: string[]) => list.map((value) => ({ value, label: formatClockTime(value) }));
  const data = [
    ...(openTimes.length > 0 ? [{ group: 'Open times', items: options(openTimes) }] : []),
    { group: 'Outside your schedule', items: options(others) },
  ];
  return (
    <div>
      <SelectField control={form.control} name="time" label="Time (PT)" required data={data} searchable />
      {times.loading ? (
        <Group gap={6} mt={4} wrap="nowrap">
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed" role="status">
            {M.findingOpenTimes}
          </Text>
        </Group>
      ) : times.noOpenTime ? (
        <Text size="xs" c="dimmed" mt={4}>
          {M.noOpenTime}
        </Text>
      ) : null}
    </div>
  );
}

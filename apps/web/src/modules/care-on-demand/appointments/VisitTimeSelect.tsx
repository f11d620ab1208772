import { Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  APPOINTMENT_MESSAGES as M,
  VISIT_TIMES,
  type AppointmentForm,
} from '@portal/contracts/care-on-demand/appointments';
import { formatClockTime } from '@portal/contracts/platform/rules/dates';
import { SelectField } from '../../../ui/form/FormFields.tsx';
import { useOpenTimes } from './appointments-api.ts';

/**
 * The visit's time on the plan's clock (PT): the open times of the provider's weekly schedule on the date, for the
 * visit's length, first ("Open times"), then the other times of the day ("Outside your schedule"); a hint when the date
 * has no open time. A new visit whose time the provider has not picked starts at the first open time.
 */
export function VisitTimeSelect(props: { form: UseFormReturn<AppointmentForm>; excludeAppointmentId?: number }) {
  const { form } = props;
  const [date, durationMinutes, time] = useWatch({ control: form.control, name: ['date', 'durationMinutes', 'time'] });
  const open = useOpenTimes({ date, durationMinutes, excludeAppointmentId: props.excludeAppointmentId });
  const answered = open.data?.date === date ? open.data.times : undefined;
  const openTimes = useMemo(() => answered ?? [], [answered]);
  const isNew = props.excludeAppointmentId === undefined;
  const first = openTimes[0];
  useEffect(() => {
    if (!isNew || !first || openTimes.includes(time) || form.getFieldState('time').isDirty) return;
    form.setValue('time', first);
  }, [isNew, first, openTimes, time, form]);
  const others = VISIT_TIMES.filter((entry) => !openTimes.includes(entry));
  if (time && !openTimes.includes(time) && !others.includes(time)) others.unshift(time);
  // Values stay 'HH:mm' (the form's); people read 'h:mm AM'.
  const options = (times: string[]) => times.map((value) => ({ value, label: formatClockTime(value) }));
  const data = [
    ...(openTimes.length > 0 ? [{ group: 'Open times', items: options(openTimes) }] : []),
    { group: 'Outside your schedule', items: options(others) },
  ];
  return (
    <div>
      <SelectField control={form.control} name="time" label="Time (PT)" required data={data} searchable />
      {open.isSuccess && openTimes.length === 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {M.noOpenTime}
        </Text>
      ) : null}
    </div>
  );
}

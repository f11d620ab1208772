import { Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Control, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { APPOINTMENT_MESSAGES as M } from '@portal/contracts/care-on-demand/appointments';
import { isValidPhone, phoneDigits } from '@portal/contracts/platform/rules/phone';
import { CheckboxField } from '../../../ui/form/ChoiceFields.tsx';

/** Whether the visit's phone on record can take a text (10 digits), and its last four digits. */
export function textablePhone(phone: string | null | undefined): { canText: boolean; lastFour: string } {
  const canText = !!phone && isValidPhone(phone);
  return { canText, lastFour: canText ? phoneDigits(phone).slice(-4) : '' };
}

/**
 * "Text the member ...": checked by default when the visit has a valid 10-digit phone on record (named by its last four
 * digits), disabled with a hint when it has none. Follows the phone when it arrives after the dialog opened, until the
 * provider changes the box.
 */
export function MemberTextCheckbox<T extends FieldValues & { notifyMember: boolean }>(props: {
  form: UseFormReturn<T>;
  phone: string | null | undefined;
  label: string;
}) {
  const { form } = props;
  const { canText, lastFour } = textablePhone(props.phone);
  const name = 'notifyMember' as Path<T>;
  useEffect(() => {
    if (!form.getFieldState(name).isDirty) form.setValue(name, canText as PathValue<T, Path<T>>);
  }, [canText, form, name]);
  return (
    <div>
      <CheckboxField
        control={form.control as Control<T>}
        name={name}
        label={canText ? `${props.label} (phone ending ${lastFour})` : props.label}
        disabled={!canText}
        mt="sm"
      />
      {canText ? null : (
        <Text size="xs" c="dimmed" ml={30}>
          {M.noPhone}
        </Text>
      )}
    </div>
  );
}

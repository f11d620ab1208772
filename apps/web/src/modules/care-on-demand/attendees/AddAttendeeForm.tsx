import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addAttendeeSchema, type AddAttendeeInput } from '@portal/contracts/care-on-demand/telehealth';
import { PhoneField, TextField } from '../../../ui/form/FormFields.tsx';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

/** The Add attendee form (shell spec §2.8): name, phone and relationship; cleared after each attendee added. */
export function AddAttendeeForm({
  onAdd,
  disabled,
}: {
  onAdd: (attendee: z.output<typeof addAttendeeSchema>) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { control, handleSubmit, reset, formState } = useForm<
    AddAttendeeInput,
    unknown,
    z.output<typeof addAttendeeSchema>
  >({
    resolver: zodResolver(addAttendeeSchema),
    defaultValues: { fullName: '', phone: '', relationship: '' },
  });
  const save = useSaveFailure();
  return (
    <form
      aria-label="Add attendee"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.attempt(async () => {
            await onAdd(values);
            reset();
          }),
        )(event)
      }
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Add attendee
        </Text>
        <TextField control={control} name="fullName" label="Name" required maxLength={200} />
        <PhoneField control={control} name="phone" label="Phone" required />
        <TextField control={control} name="relationship" label="Relationship" maxLength={100} />
        <SaveErrorAlert error={save.failure} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={formState.isSubmitting} disabled={disabled}>
            Add attendee
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Stack, Text } from '@mantine/core';

/** A read-only field of a record view: a small label over its value ('-' when empty). */
export function LabeledValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </Stack>
  );
}

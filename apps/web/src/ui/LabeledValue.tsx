import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only field of a record view: a small label over its value ('-' when empty; text or inline marks). */
export function LabeledValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </Stack>
  );
}

import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One area of the member view: a titled card that loads on its own (its grid shows its own loading and failure). */
export function RecordPanel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

export const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

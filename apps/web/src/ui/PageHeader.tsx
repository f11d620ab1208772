import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (create, export ...). */
  actions?: ReactNode;
}

/**
 * The title row of every screen; the page's single h1. The actions keep one row at the right edge, and a long
 * description wraps beside them; only actions wider than most of the row wrap, still flush right.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
      <Stack gap={2} miw={0}>
        <Title order={1} size="h3">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap="xs" justify="flex-end" style={{ flexShrink: 0, maxWidth: '60%' }}>
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

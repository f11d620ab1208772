import '@mantine/charts/styles.css';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Pieces the CRM's report screens share (dashboards, productivity): number tiles and a titled chart card. Charts
 * animate only when the user has not asked for reduced motion (the browser tests ask for it, so a chart is drawn at
 * once).
 */
export function useChartAnimation(): boolean {
  return !useReducedMotion();
}

export interface StatTileValue {
  label: string;
  value: string | number;
  hint?: string;
}

export function StatTiles({ tiles, label }: { tiles: StatTileValue[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" role="list" aria-label={label}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="sm" role="listitem">
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {tile.label}
          </Text>
          <Text fz={26} fw={700} lh={1.2}>
            {tile.value}
          </Text>
          {tile.hint ? (
            <Text size="xs" c="gray.7">
              {tile.hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A chart with its title; the chart itself is one image to assistive technology, described by `summary`. */
export function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <div role="img" aria-label={`${title}: ${summary}`}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}

/** The key of a chart without a legend of its own (donuts): each slice's colour, name and value. */
export function ChartKey({ items }: { items: { label: string; value: number; color: string }[] }) {
  return (
    <Group justify="center" gap="md" aria-hidden>
      {items.map((item) => (
        <Group key={item.label} gap={6} wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={12} withShadow={false} />
          <Text size="sm">
            {item.label}: {item.value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** A rate (0-1) as a whole percentage; '-' when there is nothing to rate. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '-' : `${Math.round(rate * 100)}%`;
}

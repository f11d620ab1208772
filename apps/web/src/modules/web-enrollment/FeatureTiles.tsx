import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { AuditFeature, AuditFeatureCount } from '@portal/contracts/web-enrollment/audit-history';
import { AUDIT_FEATURE_TILES } from '@portal/contracts/web-enrollment/audit-history';

export interface FeatureTilesProps {
  counts: AuditFeatureCount | undefined;
  active: AuditFeature | null;
  /** Clicking a tile filters the list by its feature; clicking the active tile again shows both. */
  onSelect: (feature: AuditFeature | null) => void;
}

/**
 * The Paper Enrollment and Web Enrollment count tiles of the Audit History tab (shell spec §2.5), named by their visible
 * text ("Web Enrollment 366") so voice users can say what they see (WCAG 2.5.3).
 */
export function FeatureTiles({ counts, active, onSelect }: FeatureTilesProps) {
  return (
    <Group gap="sm" mb="sm">
      {AUDIT_FEATURE_TILES.map((tile) => {
        const selected = active === tile.feature;
        return (
          <UnstyledButton
            key={tile.feature}
            onClick={() => onSelect(selected ? null : tile.feature)}
            aria-pressed={selected}
          >
            <Paper
              withBorder
              p="sm"
              w={180}
              bg={selected ? 'blue.0' : undefined}
              style={{ borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined }}
            >
              <Text size="xs" c="dimmed">
                {tile.label}
              </Text>
              <Text fw={700} size="xl">
                {(counts?.[tile.countKey] ?? 0).toLocaleString('en-US')}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}

import { Stack, Text } from '@mantine/core';
import type { VisitHistoryRow } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { NO_AUDIT_DETAILS } from '../../../ui/AuditDetailsView.tsx';

/**
 * A row's detail, shown under the row a click (or Enter) opens, as the platform Audit History shows its rows': the whole
 * Detail, on as many lines as it needs, that the grid's one-line cell cuts at 1280 px.
 */
export function VisitHistoryDetail({ row }: { row: VisitHistoryRow }) {
  return (
    <Stack gap="xs" p="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.detail ? row.detail : NO_AUDIT_DETAILS}
      </Text>
    </Stack>
  );
}

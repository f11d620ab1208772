import { Stack, Text, Timeline } from '@mantine/core';
import type { Interaction } from '@portal/contracts/crm-my-queue/interactions';
import type { OutboundSurvey } from '@portal/contracts/crm-my-queue/cases';
import { formatTimestamp } from '../../../lib/format.ts';
import { CommentPreview } from '../../../ui/CommentPreview.tsx';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { useCaseInteractions, useCaseSurveys } from '../api/case-api.ts';

/** Notes or actions taken, newest first: who, when (MM/dd/yyyy hh:mm:ss a in the user's time zone) and the text. */
export function EntryList({
  entries,
  empty,
}: {
  entries: readonly { id: number; text: string; by: string; at: string }[];
  empty: string;
}) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={`${entry.by}, ${formatTimestamp(entry.at)}`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.text}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

const INTERACTION_COLUMNS: DataGridColumn<Interaction>[] = [
  { accessor: 'id', title: 'Interaction #' },
  { accessor: 'createdAt', title: 'Created', render: (row) => formatTimestamp(row.createdAt) },
  { accessor: 'direction', title: 'Direction' },
  { accessor: 'interactionType', title: 'Type' },
  { accessor: 'outcome', title: 'Outcome' },
  { accessor: 'agentName', title: 'Agent' },
  { accessor: 'notes', title: 'Notes', render: (row) => <CommentPreview text={row.notes} /> },
];

/** The case's interactions, newest first (spec §9: CreatedDateTime descending). */
export function CaseInteractions({ caseId }: { caseId: number }) {
  const interactions = useCaseInteractions(caseId);
  return (
    <DataGrid<Interaction>
      gridKey="crm-case-interactions"
      label="Case interactions"
      columns={INTERACTION_COLUMNS}
      records={interactions.data?.items}
      fetching={interactions.isFetching}
      error={interactions.error}
      emptyMessage="No interactions are linked to the case."
      height={260}
    />
  );
}

const SURVEY_COLUMNS: DataGridColumn<OutboundSurvey>[] = [
  { accessor: 'id', title: 'Survey #' },
  { accessor: 'surveyType', title: 'Survey' },
  { accessor: 'satisfaction', title: 'Satisfaction (1-5)' },
  { accessor: 'createdBy', title: 'Created By' },
  { accessor: 'createdAt', title: 'Created', render: (row) => formatTimestamp(row.createdAt) },
];

/** The outbound surveys made about the case, newest first. */
export function CaseSurveys({ caseId }: { caseId: number }) {
  const surveys = useCaseSurveys(caseId);
  return (
    <Stack gap="xs">
      <DataGrid<OutboundSurvey>
        gridKey="crm-case-surveys"
        label="Outbound surveys"
        columns={SURVEY_COLUMNS}
        records={surveys.data?.items}
        fetching={surveys.isFetching}
        error={surveys.error}
        emptyMessage="No outbound surveys were made about the case."
        height={220}
      />
    </Stack>
  );
}

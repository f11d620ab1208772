import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { useMemberCases } from '../api/case-api.ts';
import { useServiceFlowsForMember } from '../api/service-flow-api.ts';
import { WorkflowDetail } from '../workflows/WorkflowDetail.tsx';
import { WorkflowDialog } from '../workflows/WorkflowDialog.tsx';

/**
 * The member's service actions (GetServiceFlowsForMember, configured in CRM Admin > Service Actions): each starts the
 * workflow of its type under one of the member's open cases (the case picked here, the selected one first); the server
 * records the action on the workflow and creates its tasks. The workflow started last opens below, with its tasks.
 */
export function ServiceActionsPanel({
  memberId,
  caseId,
  canWrite,
}: {
  memberId: string;
  caseId: number | null;
  canWrite: boolean;
}) {
  const flows = useServiceFlowsForMember(memberId);
  const cases = useMemberCases(memberId);
  const openCases = (cases.data?.items ?? []).filter((item) => !item.isClosed);
  const [chosenCase, setChosenCase] = useState<string | null>(null);
  const [starting, setStarting] = useState<{ flow: ServiceFlow; caseId: number } | null>(null);
  const [started, setStarted] = useState<number | null>(null);
  const fallback = openCases.find((item) => item.id === caseId) ?? openCases[0];
  const targetCase = chosenCase !== null ? Number(chosenCase) : (fallback?.id ?? null);
  const items = flows.data?.items ?? [];
  return (
    <RecordPanel title="Service Actions">
      {flows.error ? <Alert color="red">{flows.error.message}</Alert> : null}
      {items.length === 0 && !flows.isLoading ? <Text size="sm">No service actions for this member.</Text> : null}
      {items.length > 0 && canWrite ? (
        openCases.length > 0 ? (
          <Select
            label="Start under case"
            size="xs"
            mb="xs"
            maw={360}
            data={openCases.map((item) => ({ value: String(item.id), label: `${item.id} ${item.subject}` }))}
            value={targetCase === null ? null : String(targetCase)}
            onChange={setChosenCase}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Text size="sm" c="dimmed" mb="xs">
            Open a case for the member to start a service action.
          </Text>
        )
      ) : null}
      <Stack gap="xs">
        {items.map((flow) => (
          <Group key={flow.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {flow.name}
              </Text>
              <Text size="xs">
                {flow.workflowTypeString}
                {flow.description ? ` - ${flow.description}` : ''}
              </Text>
            </div>
            {canWrite ? (
              <Button
                size="xs"
                variant="light"
                disabled={targetCase === null}
                aria-label={`Start ${flow.name}`}
                onClick={() => targetCase !== null && setStarting({ flow, caseId: targetCase })}
              >
                Start
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
      {started !== null ? (
        <WorkflowDetail key={started} workflowId={started} canWrite={canWrite} initialTaskId={null} />
      ) : null}
      {starting ? (
        <WorkflowDialog
          mode="create"
          type={starting.flow.workflowType}
          memberId={memberId}
          caseId={starting.caseId}
          serviceFlow={{ id: starting.flow.id, name: starting.flow.name }}
          onClose={(created) => {
            setStarting(null);
            if (created) setStarted(created.id);
          }}
        />
      ) : null}
    </RecordPanel>
  );
}

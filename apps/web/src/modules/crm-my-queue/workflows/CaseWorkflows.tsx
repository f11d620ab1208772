import { Button, Group } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import type { CaseDetail } from '@portal/contracts/crm-my-queue/cases';
import { WORKFLOW_TYPES, WORKFLOW_TYPE_NAMES, type WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { useFlag } from '../../../app/session/session-context.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { useCaseWorkflows } from '../api/workflow-api.ts';
import { SlaDue } from '../queue/worklist-columns.tsx';
import { WorkflowDetail } from './WorkflowDetail.tsx';
import { WorkflowDialog } from './WorkflowDialog.tsx';

// Each cell on one line (the grid scrolls sideways), as My Queue's lists.
const COLUMNS: DataGridColumn<WorkflowRow>[] = [
  { accessor: 'id', title: 'Workflow #', noWrap: true },
  { accessor: 'workflowTypeString', title: 'Workflow Type', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'openTaskCount', title: 'Open Tasks', noWrap: true },
  { accessor: 'owner', title: 'Owner', noWrap: true, render: (row) => row.ownerName ?? row.owner },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.status === 'Closed'} />,
  },
  { accessor: 'createdDate', title: 'Created', noWrap: true, render: (row) => formatTimestamp(row.createdDate) },
];

/** The workflow types an agent may start: SSBCI meals only with its flag. */
export function startableTypes(ssbciMeals: boolean): WorkflowType[] {
  return WORKFLOW_TYPE_NAMES.filter((type) => type !== 'ProcessSSBCI' || ssbciMeals);
}

/** Starting a workflow: a button per type with the new-workflow-buttons flag, else a type to choose and Start. */
function NewWorkflow({ types, onStart }: { types: WorkflowType[]; onStart: (type: WorkflowType) => void }) {
  const buttons = useFlag(FEATURE_FLAGS.newWorkflowButtons);
  const [chosen, setChosen] = useState<WorkflowType | null>(null);
  if (buttons)
    return (
      <Group gap="xs">
        {types.map((type) => (
          <Button key={type} size="xs" variant="light" onClick={() => onStart(type)}>
            New {WORKFLOW_TYPES[type].label}
          </Button>
        ))}
      </Group>
    );
  return (
    <Group gap="xs" align="flex-end">
      <Select
        size="xs"
        label="Workflow type"
        placeholder="Choose a type"
        data={types.map((type) => ({ value: type, label: WORKFLOW_TYPES[type].label }))}
        value={chosen}
        onChange={(value) => setChosen(value)}
      />
      <Button size="xs" disabled={!chosen} onClick={() => chosen && onStart(chosen)}>
        Start Workflow
      </Button>
    </Group>
  );
}

/** The case's workflows (CreatedDate descending); a row opens the workflow with its tasks. */
export function CaseWorkflows({
  crmCase,
  memberId,
  canWrite,
  initialWorkflowId,
  initialTaskId,
}: {
  crmCase: CaseDetail;
  memberId: string;
  canWrite: boolean;
  initialWorkflowId: number | null;
  initialTaskId: number | null;
}) {
  const workflows = useCaseWorkflows(crmCase.id);
  const ssbciMeals = useFlag(FEATURE_FLAGS.ssbciMeals);
  const [selected, setSelected] = useState<number | null>(initialWorkflowId);
  const [starting, setStarting] = useState<WorkflowType | null>(null);
  return (
    <>
      {canWrite ? <NewWorkflow types={startableTypes(ssbciMeals)} onStart={setStarting} /> : null}
      <DataGrid<WorkflowRow>
        gridKey="crm-case-workflows"
        label="Case workflows"
        columns={COLUMNS}
        records={workflows.data?.value}
        fetching={workflows.isFetching}
        error={workflows.error}
        emptyMessage="The case has no workflows."
        singleSelect={{ selectedId: selected, onSelect: (record) => setSelected(record.id) }}
      />
      {selected !== null ? (
        <WorkflowDetail
          key={selected}
          workflowId={selected}
          canWrite={canWrite}
          initialTaskId={selected === initialWorkflowId ? initialTaskId : null}
        />
      ) : null}
      {starting ? (
        <WorkflowDialog
          mode="create"
          type={starting}
          memberId={memberId}
          caseId={crmCase.id}
          onClose={(created) => {
            setStarting(null);
            if (created) setSelected(created.id);
          }}
        />
      ) : null}
    </>
  );
}

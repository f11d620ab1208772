import { Alert, Anchor, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { CRM_ITEMS, type CrmItem } from '@portal/contracts/crm-my-queue/crm-constants';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCase } from '../api/case-api.ts';
import { useInteraction } from '../api/member-api.ts';
import { useTask } from '../api/task-api.ts';
import { useWorkflow } from '../api/workflow-api.ts';
import { MemberWorkspace, type WorkspaceFocus } from './MemberWorkspace.tsx';

const NONE: WorkspaceFocus = { caseId: null, workflowId: null, taskId: null, interactionId: null };

const isCrmItem = (value: string): value is CrmItem => (CRM_ITEMS as readonly string[]).includes(value);

/** The item's member and where to focus: the case, its workflow and task, or the interaction's first case. */
function useItemFocus(crmItem: CrmItem, id: number | null) {
  const crmCase = useCase(crmItem === 'case' ? id : null);
  const workflow = useWorkflow(crmItem === 'workflow' ? id : null);
  const task = useTask(crmItem === 'task' ? id : null);
  const interaction = useInteraction(crmItem === 'interaction' ? id : null);
  switch (crmItem) {
    case 'member':
      return { isLoading: false, error: null, memberId: null, focus: NONE };
    case 'case':
      return {
        ...crmCase,
        memberId: crmCase.data?.memberId ?? null,
        focus: { ...NONE, caseId: crmCase.data?.id ?? null },
      };
    case 'workflow':
      return {
        ...workflow,
        memberId: workflow.data?.memberId ?? null,
        focus: { ...NONE, caseId: workflow.data?.caseId ?? null, workflowId: workflow.data?.id ?? null },
      };
    case 'task':
      return {
        ...task,
        memberId: task.data?.memberId ?? null,
        focus: {
          ...NONE,
          caseId: task.data?.caseId ?? null,
          workflowId: task.data?.workflowId ?? null,
          taskId: task.data?.id ?? null,
        },
      };
    case 'interaction':
      return {
        ...interaction,
        memberId: interaction.data?.memberId ?? null,
        focus: { ...NONE, caseId: interaction.data?.caseIds[0] ?? null, interactionId: interaction.data?.id ?? null },
      };
  }
}

function ItemWorkspace({ crmItem, id }: { crmItem: CrmItem; id: number }) {
  const item = useItemFocus(crmItem, id);
  if (item.isLoading) return <Loader aria-label="Loading the item" />;
  if (item.error) return <Alert color="red">{item.error.message}</Alert>;
  if (!item.memberId)
    return (
      <Alert color="yellow">
        The {crmItem} {id} has no member yet; identify the caller first.
      </Alert>
    );
  return <MemberWorkspace memberId={item.memberId} focus={item.focus} />;
}

/**
 * `/crm/myqueue/:crmItem/:crmItemId`: a case, workflow, task or interaction opens in its member's workspace with the
 * item in front; a member opens the workspace itself.
 */
export function CrmWorkspace({ crmItem, crmItemId }: { crmItem: string; crmItemId: string }) {
  const back = (
    <Anchor component={Link} to="/crm/myqueue">
      Back to My Queue
    </Anchor>
  );
  if (!isCrmItem(crmItem))
    return (
      <>
        <PageHeader title="My Queue" />
        <Alert color="yellow">
          There is no {crmItem} item in the CRM. {back}
        </Alert>
      </>
    );
  if (crmItem === 'member') return <MemberWorkspace memberId={crmItemId.toUpperCase()} focus={NONE} />;
  const id = Number(crmItemId);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Alert color="yellow">
        {crmItemId} is not a {crmItem} number. {back}
      </Alert>
    );
  return <ItemWorkspace crmItem={crmItem} id={id} />;
}

import { useParams } from 'react-router';
import { MyQueue } from './queue/MyQueue.tsx';
import { CrmWorkspace } from './workspace/CrmWorkspace.tsx';

/**
 * My Queue (module 49): `/crm/myqueue` is the queue; `/crm/myqueue/:crmItem/:crmItemId` opens an item (case, workflow,
 * task, interaction or member) in the member's workspace.
 */
export function MyQueueScreen() {
  const { crmItem, crmItemId } = useParams();
  if (crmItem && crmItemId)
    return <CrmWorkspace key={`${crmItem}/${crmItemId}`} crmItem={crmItem} crmItemId={crmItemId} />;
  return <MyQueue />;
}

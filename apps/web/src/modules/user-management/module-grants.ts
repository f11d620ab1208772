import { ACTIONS, type Action } from '@portal/contracts/platform/modules';
import type { ModuleGrant } from '@portal/contracts/user-management/groups';

/** Read comes with any other action (the menu shows a module only to holders of Read); removing Read removes the grant. */
export function toggleAction(grants: ModuleGrant[], moduleId: number, action: Action, on: boolean): ModuleGrant[] {
  const current = grants.find((grant) => grant.moduleId === moduleId)?.actions ?? [];
  let next: Action[];
  if (!on) next = action === 'read' ? [] : current.filter((item) => item !== action);
  else next = [...new Set<Action>([...current, action, 'read'])];
  const others = grants.filter((grant) => grant.moduleId !== moduleId);
  return next.length === 0 ? others : [...others, { moduleId, actions: ACTIONS.filter((item) => next.includes(item)) }];
}

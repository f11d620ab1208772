import { MODULES } from '@portal/contracts/platform/modules';
import { useCan, useCurrentUser } from '../../app/session/session-context.ts';

/** The My Queue module's id (49, shell spec §6). */
export const CRM_MY_QUEUE_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-my-queue')?.id ?? 49;

/** A supervisor holds My Queue's admin action: they reassign others' cases and see the team's queue. */
export const useIsCrmSupervisor = () => useCan(CRM_MY_QUEUE_MODULE_ID, 'admin');

/** Whether the user may write in the CRM (create, update, close...). */
export const useCanWriteCrm = () => useCan(CRM_MY_QUEUE_MODULE_ID, 'write');

/** Worklist calls are keyed by the signed-in user's e-mail (spec §6). */
export const useUserEmail = () => useCurrentUser().email;

import { api } from '../../../lib/api.ts';

/** POST /api/PrintMemberIdCardWorkflow/CreateWorkflow with {ipaCode} (spec §7). */
export function createPrintCardWorkflow(ipaCode: string) {
  return api.post<{ id: number; ipaCode: string; status: string; message: string }>(
    '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
    { ipaCode },
  );
}

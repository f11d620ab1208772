import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { confirm } from '../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { createPrintCardWorkflow } from './api/print-card-workflow.ts';

/** Asks whether to create a PrintMemberIdCard workflow and creates it on YES (spec §4, §8). */
export async function offerPrintCardWorkflow(ipaCode: string): Promise<void> {
  const yes = await confirm({ title: 'PrintMemberIdCard Workflow', message: M.workflowPrompt });
  if (!yes) return;
  try {
    await createPrintCardWorkflow(ipaCode);
    notifySuccess(M.workflowCreated);
  } catch {
    notifyError(M.workflowFailed);
  }
}

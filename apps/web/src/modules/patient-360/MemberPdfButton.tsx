import { Button, Group, Progress, Text } from '@mantine/core';
import { IconCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  ADVANCED_SEARCH_MESSAGES as M,
  PDF_BUTTON_DEBOUNCE_MS,
  pdfSuccessDelayMs,
} from '@portal/contracts/patient-360/advanced-search';
import { isSessionExpired } from '../../lib/api.ts';
import { notifyError, notifyWarning } from '../../ui/notify.ts';
import { checkPdfAvailability, downloadBulkPdf, fetchJob, requestBulkPdf } from './advanced-search-api.ts';

/** How often a running PDF job is asked for its progress. */
export const JOB_POLL_MS = 1000;

type PdfState = { kind: 'idle' } | { kind: 'loading'; progress?: number; message?: string } | { kind: 'success' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member PDF button of the advanced search (shell spec §4, §8, §9): disabled with no selection; clicks within 500 ms
 * of the last are ignored; the availability check comes first (the server's message when all are missing, a warning
 * with the search message when some are); a large selection shows its job's progress; success shows for 2000 ms plus
 * 600 ms per 10 members.
 */
export function MemberPdfButton({ memberIds }: { memberIds: string[] }) {
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const lastClick = useRef(0);
  const mounted = useRef(true);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  const update = (next: PdfState) => {
    if (mounted.current) setState(next);
  };

  /** Follows the job until it ends, showing its progress; true when its file was saved. */
  const followJob = async (jobId: string): Promise<boolean> => {
    for (;;) {
      const job = await fetchJob(jobId);
      if (job.state === 'completed') {
        await downloadBulkPdf(jobId);
        return true;
      }
      if (job.state === 'failed' || job.state === 'cancelled') {
        notifyError(M.pdfFailed);
        return false;
      }
      if (!mounted.current) return false;
      update({
        kind: 'loading',
        progress: job.progress ?? 0,
        ...(job.progressMessage ? { message: job.progressMessage } : {}),
      });
      await sleep(JOB_POLL_MS);
    }
  };

  const run = async () => {
    const now = Date.now();
    if (state.kind !== 'idle' || now - lastClick.current < PDF_BUTTON_DEBOUNCE_MS) return;
    lastClick.current = now;
    const selected = [...memberIds];
    update({ kind: 'loading' });
    try {
      const availability = await checkPdfAvailability(selected);
      if (availability.message) {
        notifyError(availability.message);
        update({ kind: 'idle' });
        return;
      }
      if (availability.hasMissingMembers) notifyWarning(availability.searchMessage);
      const job = await requestBulkPdf(selected);
      const saved = job ? await followJob(job.jobId) : true;
      if (!saved) {
        update({ kind: 'idle' });
        return;
      }
      update({ kind: 'success' });
      const printed = selected.length - availability.missingMemberIds.length;
      resetTimer.current = setTimeout(() => update({ kind: 'idle' }), pdfSuccessDelayMs(printed));
    } catch (error) {
      update({ kind: 'idle' });
      // An expired session shows its own toast; otherwise the server's message (shell spec §8).
      if (isSessionExpired(error)) return;
      notifyError(error instanceof Error && error.message ? error.message : M.pdfFailed);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {state.kind === 'loading' && state.progress !== undefined ? (
        <Group gap={6} wrap="nowrap" aria-live="polite">
          <Progress value={state.progress} w={120} aria-label="PDF progress" />
          <Text size="xs" c="gray.7">
            {state.message ?? `${state.progress}%`}
          </Text>
        </Group>
      ) : null}
      <Button
        variant={state.kind === 'success' ? 'filled' : 'light'}
        color={state.kind === 'success' ? '#237032' : undefined}
        leftSection={
          state.kind === 'success' ? <IconCheck size={16} aria-hidden /> : <IconFileTypePdf size={16} aria-hidden />
        }
        loading={state.kind === 'loading'}
        disabled={memberIds.length === 0}
        onClick={() => void run()}
        data-state={state.kind}
      >
        {state.kind === 'success' ? 'PDF ready' : `Member PDF${memberIds.length > 0 ? ` (${memberIds.length})` : ''}`}
      </Button>
    </Group>
  );
}

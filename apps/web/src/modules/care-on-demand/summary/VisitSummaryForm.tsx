import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  VIRTUAL_CARE_MESSAGES as M,
  type TelehealthAppointment,
  type VirtualCareModule,
  type VisitSummary,
  type VisitSummaryFields as SummaryFields,
  visitSummaryFormSchema,
} from '@portal/contracts/care-on-demand/telehealth';
import { formatTimestamp } from '../../../lib/format.ts';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';
import { downloadVisitSummaryPdf, useSaveVisitSummary, useVisitSummary } from './summary-api.ts';

export interface VisitSummaryFormProps {
  appointment: TelehealthAppointment;
  moduleType: VirtualCareModule;
  onSent?: () => void;
  /** Told whether the fields hold edits not yet saved (the visit window asks before they are lost). */
  onDirtyChange?: (dirty: boolean) => void;
}

const fieldsOf = (summary: VisitSummary | null | undefined, appointment: TelehealthAppointment): SummaryFields => ({
  reason: summary?.reason ?? appointment.reason ?? '',
  assessment: summary?.assessment ?? '',
  plan: summary?.plan ?? '',
  followUp: summary?.followUp ?? '',
});

export const SEND_CONFIRMATION =
  'Send the visit summary? Once sent it joins the member’s record and can no longer be changed.';

/**
 * The provider's visit summary: reason, assessment, plan and follow-up, saved as a draft at the version read (a stale
 * save shows the reload alert) and sent once reason, assessment and plan are filled in; a sent summary is read only
 * and joins the member's record. Download PDF prints the saved summary.
 */
export function VisitSummaryForm({ appointment, moduleType, onSent, onDirtyChange }: VisitSummaryFormProps) {
  const summary = useVisitSummary(moduleType, appointment.id);
  const save = useSaveVisitSummary(moduleType, appointment.id);
  const failure = useSaveFailure();
  const [downloading, setDownloading] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<SummaryFields>({
    resolver: zodResolver(visitSummaryFormSchema),
    defaultValues: fieldsOf(undefined, appointment),
  });
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const saved = summary.data;
  const sent = saved?.status === 'Sent';

  // The fields take the stored summary when it is first read and whenever the server's copy moves on (a save, a send,
  // a reload after a conflict), never on a mere refetch or a change of the visit: what the provider is typing stays.
  const shownVersion = useRef<string | undefined>(undefined);
  const loaded = summary.data !== undefined;
  useEffect(() => {
    if (summary.data === undefined) return;
    const version = summary.data ? `${summary.data.version}` : 'none';
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reset(fieldsOf(summary.data, appointment));
  }, [summary.data, appointment, reset]);
  const editable = loaded && !sent;

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      if (send && (!values.reason.trim() || !values.assessment.trim() || !values.plan.trim())) {
        for (const name of ['reason', 'assessment', 'plan'] as const)
          if (!values[name].trim()) setError(name, { message: M.summaryRequired });
        return;
      }
      // Sending is final: the summary joins the member's record and can no longer be changed.
      if (send && !(await confirm({ title: 'Send the visit summary', message: SEND_CONFIRMATION }))) return;
      return failure.attempt(async () => {
        await save.mutateAsync({
          send,
          body: {
            appointmentId: appointment.id,
            memberId: appointment.memberId,
            reason: values.reason,
            assessment: values.assessment,
            plan: values.plan,
            ...(values.followUp.trim() ? { followUp: values.followUp } : {}),
            ...(saved ? { version: saved.version } : {}),
          },
        });
        if (send) {
          notifySuccess(M.summarySent);
          onSent?.();
        } else notifySuccess('The visit summary draft has been saved.');
      });
    });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadVisitSummaryPdf(moduleType, appointment.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <form aria-label="Visit summary" onSubmit={(event) => void submit(false)(event)}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Visit summary</Text>
          {saved && (
            <Badge color={sent ? 'green.9' : 'gray.7'} variant="filled" data-testid="visit-summary-status">
              {sent ? `Sent ${formatTimestamp(saved.sentAt)} PT` : 'Draft'}
            </Badge>
          )}
        </Group>
        <TextareaField
          control={control}
          name="reason"
          label="Reason for visit"
          maxLength={4000}
          readOnly={!editable}
          required
        />
        <TextareaField
          control={control}
          name="assessment"
          label="Assessment"
          maxLength={8000}
          minRows={3}
          readOnly={!editable}
          required
        />
        <TextareaField
          control={control}
          name="plan"
          label="Plan"
          maxLength={8000}
          minRows={3}
          readOnly={!editable}
          required
        />
        <TextareaField control={control} name="followUp" label="Follow-up" maxLength={4000} readOnly={!editable} />
        <SaveErrorAlert
          error={failure.failure}
          onReload={() => {
            failure.clear();
            void summary.refetch();
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" loading={downloading} disabled={!saved} onClick={() => void download()}>
            Download PDF
          </Button>
          <Button type="submit" variant="default" disabled={sent || summary.isLoading} loading={save.isPending}>
            Save draft
          </Button>
          <Button disabled={sent || summary.isLoading} loading={save.isPending} onClick={() => void submit(true)()}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

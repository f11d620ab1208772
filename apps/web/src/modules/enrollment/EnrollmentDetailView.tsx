import { Alert, Badge, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  enrollmentFormSchema,
  type EnrollmentForm,
  type EnrollmentFormInput,
} from '@portal/contracts/enrollment/enrollment-form';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import type { DuplicateRow } from '@portal/contracts/enrollment/verification';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { confirm } from '../../ui/confirm.tsx';
import { SaveErrorAlert, staleOnly } from '../../ui/SaveErrorAlert.tsx';
import { clearSuccessNotices, notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { confirmDiscardChanges, useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { EnrollmentFormPages, pagesWithErrors } from './EnrollmentFormPages.tsx';
import { WorkItemDialogs, type DialogKind } from './WorkItemDialogs.tsx';
import { WorkItemHistories } from './WorkItemHistories.tsx';
import { DuplicateResults } from './DuplicateResults.tsx';
import { useWorkItem, useWorkItemActions } from './api/work-item.ts';
import { useWorkItemLock } from './use-work-item-lock.ts';
import { useStoredFormChecks } from './form/use-stored-form-checks.ts';
import { useIsProcessorManager } from './api/worklist.ts';
import { textOf } from '@portal/contracts/platform/text';
import {
  approvalRequestLabel,
  checkStatusLabel,
  enrollmentStatusLabel,
  pcpOutcomeLabel,
  pcpReasonLabel,
  requestTypeLabel,
} from '@portal/contracts/enrollment/enrollment-codes';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function CheckBadge({ label, status, simulated }: { label: string; status: string; simulated?: boolean }) {
  const color =
    status === 'Verified' || status === 'NoDuplicates'
      ? 'green'
      : status === 'Overridden'
        ? 'blue'
        : status === 'NotVerified' || status === 'NotRun'
          ? 'gray'
          : 'red';
  return (
    <Badge color={color} variant="light" size="lg">
      {label}: {checkStatusLabel(status)}
      {simulated ? ' (Simulated)' : ''}
    </Badge>
  );
}

/** 'Work Item 240: Maria Taylor'; a new upload, with no name typed yet, reads 'Work Item 402' with no colon left hanging. */
function workItemHeading(id: number, firstName: string, lastName: string): string {
  const name = [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `Work Item ${id}: ${name}` : `Work Item ${id}`;
}

/** One work item: the six pages, the verification checks, PCP, status, approval and submission, and its histories. */
export function EnrollmentDetailView({ id, onBack }: { id: number; onBack: () => void }) {
  const query = useWorkItem(id);
  const actions = useWorkItemActions(id);
  const manager = useIsProcessorManager();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [blocked, setBlocked] = useState<unknown>(null);
  const form = useForm<EnrollmentFormInput, unknown, EnrollmentForm>({
    resolver: zodResolver(enrollmentFormSchema),
    defaultValues: {},
  });
  const item: EnrollmentDetail | undefined = query.data;
  useUnsavedChanges(form.formState.isDirty);
  const [page, setPage] = useState('1');
  const shownPage = useRef('1');
  const showPage = (next: string) => {
    shownPage.current = next;
    setPage(next);
  };
  const formElement = useRef<HTMLFormElement>(null);
  // A save stopped by a field on another page: show that page, focus the field and name every page to correct, so
  // Save never seems to do nothing. The form counts a submission when it renders its marks (after the invalid
  // callback), so this runs once they are on the page; the focus waits for the page to show.
  const { submitCount } = form.formState;
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const wrong = formElement.current ? pagesWithErrors(formElement.current) : [];
    const first = wrong[0];
    if (!first) return;
    setBlocked(new Error(ENROLLMENT_MESSAGES.correctMarkedFields(wrong.map((entry) => entry.label))));
    // On the page shown the form focuses the field itself; another page is focused once it shows.
    if (first.value === shownPage.current) return;
    focusNext.current = first.field;
    showPage(first.value);
  }, [submitCount]);
  // The message put over the form (a refused save) moves the form down: the field being corrected stays in view, clear
  // of the footer with its own message under it (the page's scroll padding keeps that room).
  useEffect(() => {
    const field = document.activeElement;
    if (blocked && field instanceof HTMLElement && formElement.current?.contains(field))
      field.scrollIntoView({ block: 'nearest' });
  }, [blocked]);
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [page]);

  useEffect(() => {
    if (item) form.reset(item.form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the item (or its version) changes
  }, [item?.id, item?.version]);
  useStoredFormChecks(form, item ? { key: `${item.id}:${item.version}`, editable: item.canEdit } : null);

  const lock = useWorkItemLock({
    id,
    heldByMe: item?.lock.heldByMe === true,
    form,
    actions,
    reopen: () => void query.refetch(),
    onRenewFailed: setBlocked,
  });

  if (query.isLoading) return <Skeleton h={400} />;
  if (query.error || !item)
    return <Alert color="red">{query.error ? errorText(query.error) : 'The enrollment was not found.'}</Alert>;

  const readOnly = !item.canEdit;
  const dirty = form.formState.isDirty;
  const cms = item.cmsVerificationResult as {
    simulated?: boolean;
    reason?: string | null;
    currentEnrollment?: string | null;
  } | null;
  const duplicates = (item.duplicateMatches as DuplicateRow[] | null) ?? [];
  const status = item.processingStatus as EnrollmentStatus;

  const run = async <T,>(action: () => Promise<T>, success?: string) => {
    setBlocked(null);
    clearSuccessNotices();
    try {
      await action();
      if (success) notifySuccess(success);
    } catch (error) {
      setBlocked(error);
    }
  };
  const save = form.handleSubmit((values) =>
    run(() => actions.save.mutateAsync({ version: item.version, form: values }), 'The enrollment was saved.'),
  );
  const close = async () => {
    // Back changes only the address's ?id=, which the shell's guard (a change of screen) lets through: ask here, and
    // keep the item (and its lock) open when the processor wants to stay with the edits.
    if (!(await confirmDiscardChanges())) return;
    if (item.lock.heldByMe) await actions.close.mutateAsync().catch(() => undefined);
    lock.released();
    onBack();
  };
  const submit = async (invalidMember: boolean) => {
    const ok = await confirm({
      message: invalidMember
        ? 'Send this application to the Invalid Member Portal?'
        : 'Submit this enrollment to the enrollment system?',
    });
    if (!ok) return;
    setBlocked(null);
    clearSuccessNotices();
    try {
      const result = await actions.submit.mutateAsync({ version: item.version, invalidMember });
      if (result.created)
        notifySuccess(`Submitted: instance ${result.instanceId} is queued for the enrollment service bus.`);
      else notifyWarning('This enrollment had already been submitted; nothing was sent again.');
    } catch (error) {
      setBlocked(error);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Group>
          <Button variant="default" onClick={() => void close()}>
            Back to Work List
          </Button>
          <Title order={3}>{workItemHeading(item.id, textOf(item.form.firstName), textOf(item.form.lastName))}</Title>
          <Badge size="lg">{enrollmentStatusLabel(status)}</Badge>
          {/* Badges write in capitals: the request type in words reads 'PBP CHANGE', not 'PBPCHANGE'. */}
          {item.requestType ? <Badge variant="outline">{requestTypeLabel(item.requestType)}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {item.receivedVia} · created by {item.createdByName} {formatTimestamp(item.createdAt)} · assigned to{' '}
          {item.assignedTo ?? '-'}
        </Text>
      </Group>

      {item.formUnreadable ? (
        <Alert color="red" mb="sm" title="Form not readable" role="alert">
          {ENROLLMENT_MESSAGES.formUnreadable}
        </Alert>
      ) : null}
      {item.lock.lockedByName && !item.lock.heldByMe ? (
        <Alert color="yellow" mb="sm" title="Locked">
          This enrollment is locked by {item.lock.lockedByName} since {formatTimestamp(item.lock.lockedAt)}. You can
          look at it but not change it.
        </Alert>
      ) : null}
      {status === 'ManagerApprovalRequired' ? (
        <Alert color="blue" mb="sm" title="Waiting for manager approval">
          {approvalRequestLabel(item.managerApprovalReason ?? '')}
          {item.approvalRequestedBy ? <Text size="sm">Requested by {item.approvalRequestedBy}.</Text> : null}
          {/* Said to a manager, who may decide others' overrides; a processor decides none, so 'another manager' misleads. */}
          {item.approvalRequestedByMe && manager.data === true ? (
            <Text size="sm" fw={600}>
              {ENROLLMENT_MESSAGES.ownOverrideWaiting}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {/* A record changed in another tab or by someone else: the shared alert with Reload, which reads it again. */}
      {staleOnly(blocked) ? (
        <SaveErrorAlert
          error={blocked}
          onReload={() => {
            setBlocked(null);
            void query.refetch();
          }}
        />
      ) : blocked ? (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setBlocked(null)} role="alert">
          {errorText(blocked)}
        </Alert>
      ) : null}

      <Paper withBorder p="sm" mb="sm">
        <Group gap="xs" mb="xs">
          <CheckBadge label="CMS Eligibility" status={item.cmsVerificationStatus} simulated={cms?.simulated} />
          <CheckBadge label="Duplicate Check" status={item.duplicateCheckStatus} />
          {item.isDsnpPlan ? (
            <CheckBadge
              label="State Medicaid"
              status={item.medicaidVerificationStatus}
              simulated={Boolean(item.medicaidDetails)}
            />
          ) : null}
          <Badge
            variant="light"
            size="lg"
            color={item.pcpAssignmentOutcome === 'Allowed' ? 'green' : item.pcpAssignmentOutcome ? 'orange' : 'gray'}
          >
            PCP: {item.pcpAssignmentOutcome ? pcpOutcomeLabel(item.pcpAssignmentOutcome) : 'Not assigned'}
            {item.pcpNotAssignableReason ? ` (${pcpReasonLabel(item.pcpNotAssignableReason)})` : ''}
            {item.pcpDistanceMiles !== null ? ` ${item.pcpDistanceMiles} mi` : ''}
          </Badge>
          {cms?.reason ? (
            <Text size="sm" c="red">
              {cms.reason}
            </Text>
          ) : null}
          {cms?.currentEnrollment ? <Text size="sm">Current enrollment: {cms.currentEnrollment}</Text> : null}
        </Group>
        {!readOnly ? (
          <Group gap="xs">
            <Button onClick={() => void save()} loading={actions.save.isPending} disabled={!dirty}>
              Save
            </Button>
            <Button
              variant="light"
              disabled={dirty}
              loading={actions.verify.isPending}
              onClick={() => void run(() => actions.verify.mutateAsync(item.version))}
            >
              Verify
            </Button>
            <Button
              variant="light"
              disabled={dirty}
              loading={actions.duplicates.isPending}
              onClick={() => void run(() => actions.duplicates.mutateAsync(item.version))}
            >
              Duplicate Check
            </Button>
            {item.isDsnpPlan ? (
              <Button variant="light" disabled={dirty} onClick={() => setDialog('medicaid')}>
                Verify Medicaid
              </Button>
            ) : null}
            <Button variant="light" disabled={dirty} onClick={() => setDialog('pcp')}>
              Assign PCP
            </Button>
            <Button variant="light" disabled={dirty} onClick={() => setDialog('status')}>
              Update Status
            </Button>
            <Button variant="light" disabled={dirty} onClick={() => setDialog('approval')}>
              Request Manager Approval
            </Button>
            <Button
              color="green"
              disabled={dirty}
              loading={actions.submit.isPending}
              onClick={() => void submit(false)}
            >
              Submit Enrollment
            </Button>
            <Button color="orange" variant="light" disabled={dirty} onClick={() => void submit(true)}>
              Send to Invalid Member Portal
            </Button>
            {/* A disabled button shows no tooltip: say in the page why the checks and actions wait. */}
            {dirty ? (
              <Text size="sm" c="gray.7" fw={600}>
                {ENROLLMENT_MESSAGES.saveBeforeActions}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {item.canApprove ? (
          <Group gap="xs" mt="xs">
            {status === 'ManagerApprovalRequired' &&
            !item.approvalRequestedByMe &&
            (!item.lock.lockedByName || item.lock.heldByMe) ? (
              <Button onClick={() => setDialog('decision')}>Approve or Reject</Button>
            ) : null}
            {status !== 'New' && status !== 'Completed' ? (
              <Button variant="light" color="red" onClick={() => setDialog('reset')}>
                Reset Status
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Paper>

      {duplicates.length > 0 ? (
        <Paper withBorder p="sm" mb="sm">
          <Text fw={600} mb="xs">
            Possible duplicates
          </Text>
          <DuplicateResults rows={duplicates} />
        </Paper>
      ) : null}

      <form ref={formElement} onSubmit={(event) => void save(event)} noValidate>
        <EnrollmentFormPages
          page={page}
          onPageChange={showPage}
          form={form}
          readOnly={readOnly}
          status={status}
          workItemId={item.id}
          onSearchPcp={() => setDialog('pcp')}
        />
      </form>

      <WorkItemHistories id={item.id} canUpload={!readOnly} />
      {dialog ? (
        <WorkItemDialogs
          kind={dialog}
          item={item}
          actions={actions}
          isManager={manager.data === true}
          reload={() => query.refetch()}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

import { Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MEMBER_ESCALATION_MODULE_ID } from '@portal/contracts/crm-member-escalation/member-escalation';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan, useFlag } from '../../../app/session/session-context.ts';
import { MemberSummary } from '../../../app/shell/members/MemberSummary.tsx';
import { apiFetch } from '../../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../../ui/download.ts';
import { CommunicationPreferencesPanel } from '../../../ui/member/CommunicationPreferencesPanel.tsx';
import { MemberRecord } from '../../../ui/member/MemberRecord.tsx';
import { RaiseEscalationDialog } from '../../../ui/member/RaiseEscalationDialog.tsx';
import { notifyActionFailed } from '../../../ui/notify.ts';
import { CallMemberButton } from '../../../ui/telephony/CallMemberButton.tsx';
import { useActiveCall } from '../../../ui/telephony/call-store.ts';
import { crmFunction } from '../api/crm-client.ts';
import { useMemberRow } from '../api/member-api.ts';
import { useCanWriteCrm } from '../crm-access.ts';
import { BenefitInfoPanel } from './BenefitInfoPanel.tsx';
import { useCaseInAddress } from './case-address.ts';
import { CaseDetail } from './CaseDetail.tsx';
import { CreateCaseDialog } from './CreateCaseDialog.tsx';
import { MemberCases } from './MemberCases.tsx';
import { MemberInteractions } from './MemberInteractions.tsx';
import { NextBestActionsPanel, PortalMessagesPanel, RemindersPanel } from './MemberActivity.tsx';
import { ServiceActionsPanel } from './ServiceActionsPanel.tsx';
import { StickyNotePopup, StickyNotesPanel } from './StickyNotes.tsx';

/** The physical member ID card (GetMemberCard, PDF), with its flag. */
async function downloadMemberCard(memberId: string, companyId: string | undefined) {
  const query = new URLSearchParams({ memberId, ...(companyId ? { companyId } : {}) });
  const response = await apiFetch('GET', `${crmFunction('GetMemberCard')}?${query.toString()}`);
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `MemberCard-${memberId}.pdf`,
  );
}

export interface WorkspaceFocus {
  caseId: number | null;
  workflowId: number | null;
  taskId: number | null;
  interactionId: number | null;
}

/**
 * The CRM workspace of a member: the member's header (the member tab's summary), an active sticky note popping up, and
 * the areas: cases (with their workflows and tasks), the member record's profile panels (shared with Patient 360),
 * the member's service actions, the CRM benefit info, next best actions, reminders, sticky notes, portal messages and
 * communication preferences; an agent who may raise member escalations escalates the member from the header.
 */
export function MemberWorkspace({ memberId, focus }: { memberId: string; focus: WorkspaceFocus }) {
  const canWrite = useCanWriteCrm();
  const readsMemberRecord = useCan(MODULE_IDS.patient360, 'read');
  const physicalCard = useFlag(FEATURE_FLAGS.physicalMemberCard);
  const member = useMemberRow(memberId);
  const call = useActiveCall();
  const callInteractionId = call && call.member?.memberId === memberId ? call.interactionId : null;
  const [caseId, setCaseId] = useCaseInAddress(focus.caseId);
  const [creating, setCreating] = useState(false);
  const canEscalate = useCan(MEMBER_ESCALATION_MODULE_ID, 'write');
  const [escalating, setEscalating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to="/crm/myqueue" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> My Queue
          </Group>
        </Anchor>
        <Group gap="xs">
          {member.data ? (
            <CallMemberButton phone={member.data.phone} memberId={memberId} memberName={member.data.fullName} />
          ) : null}
          {canEscalate ? (
            <Button size="xs" variant="outline" color="red.9" onClick={() => setEscalating(true)}>
              Escalate Member
            </Button>
          ) : null}
          {physicalCard ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => void downloadMemberCard(memberId, member.data?.companyId).catch(notifyActionFailed)}
            >
              Member ID Card
            </Button>
          ) : null}
        </Group>
      </Group>
      <MemberSummary memberId={memberId} />
      <StickyNotePopup memberId={memberId} />
      <Tabs defaultValue="cases" keepMounted={false}>
        <Tabs.List aria-label="Member workspace">
          <Tabs.Tab value="cases">Cases</Tabs.Tab>
          <Tabs.Tab value="interactions">Interactions</Tabs.Tab>
          {readsMemberRecord ? <Tabs.Tab value="record">Member Record</Tabs.Tab> : null}
          <Tabs.Tab value="services">Notes and Actions</Tabs.Tab>
          <Tabs.Tab value="messages">Portal Messages</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cases" pt="md">
          <Stack gap="md">
            <MemberCases
              memberId={memberId}
              selectedId={caseId}
              onSelect={setCaseId}
              onNew={() => setCreating(true)}
              canWrite={canWrite}
            />
            {caseId !== null ? (
              <CaseDetail
                key={caseId}
                caseId={caseId}
                memberId={memberId}
                canWrite={canWrite}
                initialWorkflowId={caseId === focus.caseId ? focus.workflowId : null}
                initialTaskId={caseId === focus.caseId ? focus.taskId : null}
              />
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="interactions" pt="md">
          <MemberInteractions memberId={memberId} caseId={caseId} canWrite={canWrite} />
        </Tabs.Panel>
        {readsMemberRecord ? (
          <Tabs.Panel value="record">
            <MemberRecord memberId={memberId} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="services" pt="md">
          <Stack gap="md">
            <ServiceActionsPanel memberId={memberId} caseId={caseId} canWrite={canWrite} />
            <BenefitInfoPanel />
            <StickyNotesPanel memberId={memberId} canWrite={canWrite} />
            <NextBestActionsPanel memberId={memberId} canWrite={canWrite} />
            <RemindersPanel memberId={memberId} caseId={caseId} />
            <CommunicationPreferencesPanel memberId={memberId} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <PortalMessagesPanel
            memberId={memberId}
            interactionId={callInteractionId ?? focus.interactionId}
            canWrite={canWrite}
          />
        </Tabs.Panel>
      </Tabs>
      {escalating ? <RaiseEscalationDialog memberId={memberId} onClose={() => setEscalating(false)} /> : null}
      {creating ? (
        <CreateCaseDialog
          memberId={memberId}
          interactionId={callInteractionId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setCaseId(created);
          }}
        />
      ) : null}
    </Stack>
  );
}

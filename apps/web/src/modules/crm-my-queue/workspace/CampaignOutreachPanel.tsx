import { Alert, Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { CAMPAIGN_OUTREACH_CASE_TYPE } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { formatTimestamp } from '../../../lib/format.ts';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useHeldRecord } from '../../../ui/use-held-record.ts';
import { useCaseCampaign, useRecordCampaignOutcome } from '../api/campaign-outreach-api.ts';

/** The outcome picker: the campaign's outcomes (and the one recorded, if the list no longer has it). */
function OutcomePicker({
  campaign,
  canWrite,
  onReload,
  onSaved,
}: {
  campaign: CaseCampaign;
  canWrite: boolean;
  /** Reads the outreach again after a refused save and takes it as saved now. */
  onReload: () => void;
  /** Takes the outreach as this agent's save left it (the answer, then the reads after). */
  onSaved: () => void;
}) {
  const record = useRecordCampaignOutcome();
  const [picked, setPicked] = useState<string | null>(campaign.outcome);
  const options =
    campaign.outcome !== null && !campaign.outcomes.includes(campaign.outcome)
      ? [...campaign.outcomes, campaign.outcome]
      : campaign.outcomes;
  const save = () => {
    if (picked === null) return;
    record.mutate(
      { campaignId: campaign.campaignId, memberId: campaign.memberId, outcome: picked, version: campaign.version },
      {
        onSuccess: () => {
          notifySuccess(`The outcome ${picked} was recorded.`);
          onSaved();
        },
      },
    );
  };
  return (
    <>
      <Group align="flex-end" gap="xs">
        <Select
          label="Outcome"
          placeholder="Pick the outcome of the contact"
          data={options}
          value={picked}
          onChange={setPicked}
          disabled={!canWrite}
          maw={320}
          comboboxProps={{ withinPortal: true }}
        />
        {canWrite ? (
          <Button
            size="sm"
            onClick={save}
            loading={record.isPending}
            disabled={picked === null || picked === campaign.outcome}
          >
            {campaign.outcome === null ? 'Record Outcome' : 'Change Outcome'}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" data-testid="campaign-outcome-recorded">
        {campaign.outcome === null
          ? 'No outcome recorded yet.'
          : `Recorded: ${campaign.outcome} by ${campaign.contactedByName ?? campaign.contactedBy ?? ''} on ${formatTimestamp(campaign.contactedDate)}`}
      </Text>
      <SaveErrorAlert error={record.error} onReload={onReload} />
    </>
  );
}

/**
 * The campaign of a "Campaign Outreach" case (made by an active campaign's outreach): its name, the script or talking
 * points to follow, and the outcome of the contact, recorded (and changed) from the campaign's outcomes so it counts in
 * the campaign statistics. Other cases show nothing.
 */
export function CampaignOutreachPanel({
  caseId,
  caseType,
  canWrite,
}: {
  caseId: number;
  caseType: string;
  canWrite: boolean;
}) {
  const outreach = caseType === CAMPAIGN_OUTREACH_CASE_TYPE;
  const campaign = useCaseCampaign(caseId, outreach);
  // The outreach as first read, held (the one way, useHeldRecord): a read of it meanwhile (another agent's outcome,
  // the live hub) never resets the outcome being picked; Reload, or this agent's own save, takes it as saved now.
  const held = useHeldRecord(campaign.data ? caseId : null, campaign.data);
  if (!outreach) return null;
  const data = held.record;
  return (
    <Box mb="md">
      <RecordPanel title="Campaign">
        {campaign.isLoading ? <Loader size="sm" aria-label="Loading the campaign" /> : null}
        {campaign.error ? <Alert color="red">{campaign.error.message}</Alert> : null}
        {data ? (
          <Stack gap="xs">
            <Group gap="xs">
              <Text fw={600}>{data.campaignName}</Text>
              {data.campaignIsActive ? null : (
                <Badge color="gray" variant="filled">
                  Inactive
                </Badge>
              )}
            </Group>
            <div>
              <Text size="sm" fw={500}>
                Script / talking points{data.usesDefaultScript ? ' (the default script)' : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="campaign-script">
                {data.script.trim() === '' ? 'No script for this campaign.' : data.script}
              </Text>
            </div>
            {/* Keyed by the outreach's version: the picker starts from the outcome recorded after each save or reload. */}
            <OutcomePicker
              key={data.version}
              campaign={data}
              canWrite={canWrite}
              onReload={() => {
                held.reload();
                void campaign.refetch();
              }}
              onSaved={held.reload}
            />
          </Stack>
        ) : null}
      </RecordPanel>
    </Box>
  );
}

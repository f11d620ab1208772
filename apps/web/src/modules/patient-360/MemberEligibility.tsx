import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconFileCertificate, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { MODULES } from '@portal/contracts/platform/modules';
import { DATE_MESSAGES, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { useCan } from '../../app/session/session-context.ts';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { notifyActionFailed } from '../../ui/notify.ts';
import { downloadMemberCard, downloadVerificationLetter, useEligibility } from './eligibility-api.ts';
import { EligibilityResultCard } from './EligibilityResultCard.tsx';
import { PlanBenefitsTable, type EligibilityVariant } from './PlanBenefitsTable.tsx';
import { RecordPanel } from '../../ui/member/RecordPanel.tsx';
import { SupplementalBenefitGroups } from '../../ui/member/SupplementalBenefitsPanel.tsx';

const PROVIDER_SEARCH_ID = MODULES.find((entry) => entry.key === 'provider-search')?.id ?? 0;

/** Runs a download, saying so when it fails; `busy` shows on the button meanwhile. */
function useDownload(): [string | null, (key: string, run: () => Promise<void>) => void] {
  const [busy, setBusy] = useState<string | null>(null);
  const start = (key: string, run: () => Promise<void>) => {
    setBusy(key);
    run()
      .catch(notifyActionFailed)
      .finally(() => setBusy(null));
  };
  return [busy, start];
}

/**
 * A member's eligibility and benefits (Eligibility and Benefits, modules 28 and 31): eligibility on a date (today by
 * default) with the coverage and PCP that day, the member ID card and eligibility verification letter, the plan's
 * benefits (EOC) and the supplemental benefits of the date's plan year in their four groups. The specialist variant
 * lists specialist benefits first and leaves out the PCP-change prompt.
 */
export function MemberEligibility({
  memberId,
  variant = 'standard',
}: {
  memberId: string;
  variant?: EligibilityVariant;
}) {
  const [date, setDate] = useState<string | null>(todayInLosAngeles());
  const eligibility = useEligibility(memberId, date);
  const canSearchProviders = useCan(PROVIDER_SEARCH_ID);
  const [busy, start] = useDownload();
  const result = eligibility.data;
  const coverage = result?.coverage ?? null;
  return (
    <Stack gap="md">
      <Group align="end" justify="space-between">
        <DateInput
          label="Eligibility date"
          description="Eligibility, coverage and PCP on this date"
          value={date}
          onChange={setDate}
          clearable={false}
          error={date === null ? DATE_MESSAGES.invalid : undefined}
          w={220}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconId size={16} aria-hidden />}
            loading={busy === 'card'}
            disabled={!result}
            onClick={() => start('card', () => downloadMemberCard(memberId, coverage?.companyId))}
          >
            Member ID card
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileCertificate size={16} aria-hidden />}
            loading={busy === 'letter'}
            disabled={!coverage}
            onClick={() => coverage && start('letter', () => downloadVerificationLetter(memberId, coverage))}
          >
            Eligibility verification
          </Button>
        </Group>
      </Group>
      {eligibility.isLoading ? <Loader aria-label="Checking eligibility" /> : null}
      {eligibility.error ? (
        <Alert color="red" role="alert">
          {eligibility.error.message}
        </Alert>
      ) : null}
      {result ? (
        <EligibilityResultCard result={result} pcpChangePrompt={variant === 'standard' && canSearchProviders} />
      ) : null}
      <PlanBenefitsTable coverage={coverage} variant={variant} />
      <RecordPanel title="Supplemental Benefits">
        <SupplementalBenefitGroups memberId={memberId} {...(date ? { date } : {})} />
      </RecordPanel>
    </Stack>
  );
}

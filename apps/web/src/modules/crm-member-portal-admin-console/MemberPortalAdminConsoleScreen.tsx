import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import {
  MEMBER_PORTAL_MODULE_IDS,
  type PortalAccount,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { MEMBER_ID_PATTERN, MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { useCan } from '../../app/session/session-context.ts';
import { isApiError } from '../../lib/api.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { LabeledValue } from '../../ui/LabeledValue.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import {
  usePortalAccountStatus,
  useResendPortalVerification,
  useUnlockPortalAccount,
} from './api/member-portal-api.ts';
import { AccountStatusBadge, IntegrationNotice } from './PortalParts.tsx';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

/** The Login Accounts search opens in a new browser tab (shell spec §2.1), which starts with this tab's session. */
export const LOGIN_ACCOUNTS_PATH = '/crm/login-accounts/search';

function AccountCard({
  account,
  canWrite,
  onReload,
}: {
  account: PortalAccount;
  canWrite: boolean;
  /** Reads the member's accounts again (after another admin changed this one). */
  onReload: () => void;
}) {
  const unlock = useUnlockPortalAccount();
  const resend = useResendPortalVerification();
  const { failure, attempt, clear } = useSaveFailure();
  const run = async (action: typeof unlock, message: string) => {
    await attempt(async () => {
      await action.mutateAsync({ accountId: account.id, version: account.version });
      notifySuccess(message);
    });
  };
  return (
    <Card withBorder aria-label={`Account ${account.email}`}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{account.email}</Text>
        <AccountStatusBadge status={account.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="sm">
        <LabeledValue label="Member ID" value={account.memberId} />
        <LabeledValue label="E-mail Verified" value={account.emailVerified ? 'Yes' : 'No'} />
        <LabeledValue label="Failed Sign-ins" value={String(account.failedSignIns)} />
        <LabeledValue label="Last Sign-in" value={formatTimestamp(account.lastSignInAt)} />
        <LabeledValue label="Locked" value={formatTimestamp(account.lockedAt)} />
        <LabeledValue label="Verification Sent" value={formatTimestamp(account.verificationSentAt)} />
        <LabeledValue label="Registered" value={formatTimestamp(account.registeredAt)} />
      </SimpleGrid>
      {canWrite ? (
        <Group>
          <Button
            disabled={account.status !== 'Locked'}
            loading={unlock.isPending}
            onClick={() => void run(unlock, `The account ${account.email} was unlocked.`)}
          >
            Unlock Account
          </Button>
          <Button
            variant="light"
            disabled={account.emailVerified || account.status === 'Disabled'}
            loading={resend.isPending}
            onClick={() => void run(resend, `The verification e-mail was sent to ${account.email}.`)}
          >
            Resend Verification
          </Button>
        </Group>
      ) : null}
      {/* A card is no form to close and reopen: Reload reads the account as the other admin left it. */}
      <SaveErrorAlert
        error={failure}
        onReload={() => {
          clear();
          onReload();
        }}
      />
    </Card>
  );
}

/** Member Portal Admin > Admin Console (module 129): a member's portal accounts, unlocked or sent the verification again. */
export function MemberPortalAdminConsoleScreen() {
  const canWrite = useCan(MEMBER_PORTAL_MODULE_IDS.adminConsole, 'write');
  const [draft, setDraft] = useState('');
  const [memberId, setMemberId] = useState<string | null>(null);
  const accounts = usePortalAccountStatus(memberId);
  // The server answers 404 with the words for a member id that no member has.
  const noMember = isApiError(accounts.error) && accounts.error.status === 404 ? accounts.error : null;

  return (
    <>
      <PageHeader
        title="Member Portal Admin Console"
        description="A member's portal login accounts: their status, unlock and resend the verification e-mail."
        actions={
          <Button
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={() => window.open(LOGIN_ACCOUNTS_PATH, '_blank')}
          >
            Search Login Accounts
          </Button>
        }
      />
      <IntegrationNotice integration={accounts.data?.integration} />
      <FilterPanel
        label="Find the member"
        validate={() =>
          MEMBER_ID_PATTERN.test(draft.trim().toUpperCase()) ? [] : [MEMBER_RECORD_MESSAGES.memberIdInvalid]
        }
        onSearch={() => setMemberId(draft.trim().toUpperCase())}
        onClear={() => {
          setDraft('');
          setMemberId(null);
        }}
      >
        <TextInput label="Member ID" w={220} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
      </FilterPanel>
      {noMember ? <Text>{noMember.message}</Text> : <SaveErrorAlert error={accounts.error} failedTitle="Not loaded" />}
      <Stack>
        {memberId && accounts.data?.items.length === 0 ? <Text>The member has no member portal account.</Text> : null}
        {(accounts.data?.items ?? []).map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            canWrite={canWrite}
            onReload={() => void accounts.refetch()}
          />
        ))}
      </Stack>
    </>
  );
}

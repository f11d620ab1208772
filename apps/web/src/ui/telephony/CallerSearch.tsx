import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { phoneDigits } from '@portal/contracts/platform/rules/phone';
import { formatDate } from '../../lib/format.ts';
import { DateInput } from '../inputs/DateInput.tsx';
import { PhoneInput } from '../inputs/PhoneInput.tsx';
import { notifyError } from '../notify.ts';
import { crmMemberPath, identifyCaller, type Navigate } from './answer-call.ts';
import type { ActiveCall } from './call-state.ts';
import { telephonyApi } from './telephony-api.ts';

/**
 * The caller search of an inbound call whose number matched no member or several (SearchMembersForInbound: name,
 * phone, birth date, every one given must match): the one place the agent finds the caller. It opens with the members
 * who have the caller's number listed (none: it says so), and the agent narrows by name or birth date. Choosing the
 * caller links the call's interaction to the member and opens the member in the CRM workspace.
 */
export function CallerSearch({ call, onNavigate }: { call: ActiveCall; onNavigate: Navigate }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(phoneDigits(call.phone));
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [searched, setSearched] = useState<{ items: MemberGridRow[]; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // The members with the caller's number, listed as the search opens (until the agent searches otherwise).
  const byNumber = useQuery({
    queryKey: ['telephony', 'SearchMembersForInbound', call.ctiId],
    queryFn: () => telephonyApi.searchCallers({ name: '', phoneNumber: phoneDigits(call.phone), birthDate: '' }),
    staleTime: Infinity,
  });
  const found = searched ?? byNumber.data ?? null;

  const search = async () => {
    setBusy(true);
    try {
      const answer = await telephonyApi.searchCallers({ name, phoneNumber: phone, birthDate: birthDate ?? '' });
      setSearched(answer);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const choose = async (member: MemberGridRow) => {
    await identifyCaller(call, { memberId: member.memberId, name: member.fullName });
    void onNavigate(crmMemberPath(member.memberId));
  };

  return (
    // A form, so that Enter in any of its boxes searches as Find caller does.
    <Stack
      component="form"
      gap={6}
      role="search"
      aria-label="Find the caller"
      onSubmit={(event) => {
        event.preventDefault();
        void search();
      }}
    >
      <Text size="sm" fw={600}>
        Find the caller
      </Text>
      <TextInput size="xs" label="Caller name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Group grow gap="xs" align="flex-start">
        <PhoneInput size="xs" label="Caller phone" value={phone} onChange={setPhone} />
        <DateInput size="xs" label="Caller birth date" value={birthDate} onChange={setBirthDate} />
      </Group>
      <Button type="submit" size="xs" variant="light" loading={busy || byNumber.isFetching}>
        Find caller
      </Button>
      {found?.total === 0 ? (
        <Text size="xs" c="gray.7">
          No member matches. Change the name, phone or birth date.
        </Text>
      ) : null}
      {found && found.total > found.items.length ? (
        <Text size="xs" c="gray.7" aria-live="polite">
          Showing {found.items.length} of {found.total} members. Narrow by name, phone or birth date to find the caller.
        </Text>
      ) : null}
      {found?.items.map((member) => (
        <UnstyledButton
          key={member.memberId}
          type="button"
          onClick={() => void choose(member)}
          p={4}
          style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-4)' }}
        >
          <Text size="sm">
            {member.fullName} ({member.memberId}), born {formatDate(member.dateOfBirth)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

import { Alert, Box, Button, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { formatPhone, phoneDigits } from '@portal/contracts/platform/rules/phone';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony-constants';
import { formatDate } from '../../../lib/format.ts';
import { crmMemberPath, identifyCaller } from '../../../ui/telephony/answer-call.ts';
import { activeCall } from '../../../ui/telephony/call-store.ts';
import { telephonyApi } from '../../../ui/telephony/telephony-api.ts';
import { CRM_KEY } from '../api/crm-client.ts';

export const INBOUND_PHONE_PARAM = 'inboundPhone';

/**
 * An inbound call whose number matched no member or several opens My Queue with `?inboundPhone=` (issue 12): the
 * members with that number (SearchMembersByPhoneNumber, punctuation ignored) are listed to choose the caller from;
 * choosing one links the active call to them and opens their workspace. With no match the agent searches by name or
 * member id in the finder below (or by name, phone and birth date in the call panel).
 */
export function InboundMatches() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const phone = params.get(INBOUND_PHONE_PARAM) ?? '';
  const digits = phoneDigits(phone);
  const matches = useQuery({
    queryKey: [CRM_KEY, 'SearchMembersByPhoneNumber', digits],
    queryFn: () => telephonyApi.membersByPhone(digits),
    enabled: digits.length > 0,
  });
  if (digits.length === 0) return null;

  const dismiss = () =>
    setParams((current) => {
      current.delete(INBOUND_PHONE_PARAM);
      return current;
    });
  const choose = async (member: MemberGridRow) => {
    const call = activeCall();
    if (call && call.member === null && phoneDigits(call.phone) === digits)
      await identifyCaller(call, { memberId: member.memberId, name: member.fullName });
    void navigate(crmMemberPath(member.memberId));
  };
  const items = matches.data?.items ?? [];

  return (
    <Box component="section" aria-label="Inbound call matches" mb="md">
      <Alert color="blue" title={`Inbound call from ${formatPhone(digits)}`}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6}>
            {matches.isPending ? <Loader size="xs" aria-label="Looking up the caller" /> : null}
            {matches.isError ? <Text size="sm">{matches.error.message}</Text> : null}
            {matches.isSuccess ? (
              <Text size="sm">
                {items.length === 0 ? TELEPHONY_MESSAGES.unknownCaller : TELEPHONY_MESSAGES.severalCallers}
              </Text>
            ) : null}
            {items.map((member) => (
              <Button
                key={member.memberId}
                variant="light"
                size="xs"
                justify="flex-start"
                onClick={() => void choose(member)}
              >
                {member.fullName} ({member.memberId}), born {formatDate(member.dateOfBirth)}
              </Button>
            ))}
          </Stack>
          <CloseButton aria-label="Dismiss the inbound call matches" onClick={dismiss} />
        </Group>
      </Alert>
    </Box>
  );
}

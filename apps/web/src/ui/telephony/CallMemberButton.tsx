import { Button, type ButtonProps } from '@mantine/core';
import { IconPhoneOutgoing } from '@tabler/icons-react';
import { useState } from 'react';
import { isValidPhone } from '@portal/contracts/platform/rules/phone';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony-constants';
import { notifyError } from '../notify.ts';
import { startOutboundCall } from './answer-call.ts';
import { useActiveCall } from './call-store.ts';
import { telephonyApi } from './telephony-api.ts';
import { useTelephonyFeatures } from './telephony-features.ts';

export interface CallMemberButtonProps {
  phone: string | null | undefined;
  memberId: string;
  memberName: string;
  /** The CRM interaction the call is about, when there is one (the call data's interaction_id). */
  interactionId?: number;
  size?: ButtonProps['size'];
}

/**
 * Calls a member from the CRM (an outbound call with the spec's call data: the user, member_id, contact_phone_number,
 * memberName, interaction_id); the call becomes the active call of the overlay with its Outbound interaction. Shown
 * only with the telephony and outbound-call flags for a telephony-enabled user; disabled during another call.
 */
export function CallMemberButton({ phone, memberId, memberName, interactionId, size = 'xs' }: CallMemberButtonProps) {
  const features = useTelephonyFeatures();
  const active = useActiveCall();
  const [busy, setBusy] = useState(false);
  if (!features.outbound) return null;
  const call = async () => {
    if (!phone || !isValidPhone(phone)) {
      notifyError(TELEPHONY_MESSAGES.invalidPhone);
      return;
    }
    setBusy(true);
    try {
      const placed = await telephonyApi.placeOutboundCall({
        phoneNumber: phone,
        memberId,
        memberName,
        ...(interactionId === undefined ? {} : { interactionId: String(interactionId) }),
      });
      await startOutboundCall(placed, { memberId, name: memberName });
    } catch {
      // Shell spec §8: "Outbound call failed: 'Invalid phone number'".
      notifyError(TELEPHONY_MESSAGES.invalidPhone);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconPhoneOutgoing size={14} aria-hidden />}
      loading={busy}
      disabled={active !== null}
      onClick={() => void call()}
    >
      Call {memberName}
    </Button>
  );
}

import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FEATURE_FLAGS, type FeatureFlagName } from '@portal/contracts/platform/feature-flags';
import { formatPhone, phoneDigits } from '@portal/contracts/platform/rules/phone';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { TELEPHONY_MESSAGES, type OutboundCallData, type TelephonyCall } from '@portal/contracts/platform/telephony';
import { actorOf, recordReadAudit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors/errors.ts';
import { requireFlag } from '../flags/flags.ts';
import type { TelephonyProvider } from '../integrations/telephony.ts';
import { deliverInboundCall } from './call-delivery.ts';
import { memberIdRange, memberWithOwnPhoneFrom, memberWithPhoneFrom, phoneOfMember } from './telephony.repository.ts';

/**
 * Every telephony call needs the telephony flag, its own flags and a telephony-enabled user (shell spec §6: "The
 * telephony panel needs both the flag and talkdeskEnabled"); the server refuses what a flag turns off, whatever the
 * browser shows.
 */
export async function requireTelephony(db: Db, request: FastifyRequest, ...flags: FeatureFlagName[]): Promise<void> {
  for (const flag of [FEATURE_FLAGS.telephony, ...flags]) await requireFlag(db, flag);
  if (!request.user?.talkdeskEnabled) throw forbidden(TELEPHONY_MESSAGES.userNotEnabled);
}

/** Calls ring agents in the CRM (module 49, My Queue): reads made for them are audited under it. */
const CRM_MY_QUEUE_MODULE_ID = 49;

/** Member rows the simulator looks through, from a random one, for a number only one member has. */
const CALLER_WINDOW = 5000;

/**
 * The number the simulator rings with: a demo member's phone that no other member shares, so that the lookup by phone
 * finds exactly one member; searched from a random member (then from the first) over a bounded window of rows. Where
 * every number is shared (the large scale) it rings with a shared one and the web opens the inbound member search.
 */
export async function pickCallerPhone(db: Db): Promise<string> {
  const range = await memberIdRange(db);
  if (range) {
    const start = randomInt(range.low, range.high + 1);
    const own =
      (await memberWithOwnPhoneFrom(db, start, CALLER_WINDOW)) ??
      (await memberWithOwnPhoneFrom(db, range.low, CALLER_WINDOW));
    if (own) return own.phone;
    const shared = await memberWithPhoneFrom(db, start);
    if (shared) return shared.phone;
  }
  // No member data at all (an empty database): a number from the 555-01xx block reserved for fiction.
  return '8005550142';
}

export interface InboundRequest {
  phoneNumber?: string;
  memberId?: string;
}

/**
 * A simulated inbound call routed to the signed-in agent: rings with the number given, the phone of the member given
 * (a read of member data, audited), or one the simulator picks; it is also delivered to the agent's open tabs.
 */
export async function ringAgent(
  db: Db,
  provider: TelephonyProvider,
  request: FastifyRequest,
  input: InboundRequest | null | undefined,
): Promise<TelephonyCall> {
  let phone = input?.phoneNumber;
  if (!phone && input?.memberId) {
    const memberPhone = await phoneOfMember(db, input.memberId);
    if (memberPhone === undefined) throw notFound(MESSAGES.memberNotFound);
    if (!memberPhone) throw badRequest('The member has no phone number.');
    await recordReadAudit(db, actorOf(request), {
      eventType: 'SimulatedInboundCall',
      itemId: input.memberId,
      moduleId: CRM_MY_QUEUE_MODULE_ID,
    });
    phone = memberPhone;
  }
  phone ??= await pickCallerPhone(db);
  const started = await provider.ringInbound();
  const call: TelephonyCall = {
    ctiId: started.ctiId,
    direction: 'inbound',
    phoneNumber: formatPhone(phone),
    startedAt: started.startedAt,
    simulated: provider.simulated,
  };
  const user = request.user;
  return { ...call, delivered: user ? await deliverInboundCall(user.id, call) : false };
}

export interface OutboundRequest {
  phoneNumber: string;
  memberId?: string;
  memberName?: string;
  interactionId?: string;
}

/** An outbound call with the spec's outbound call data (enrollment-crm spec §3): the user, member, number, interaction. */
export async function placeOutboundCall(
  provider: TelephonyProvider,
  request: FastifyRequest,
  input: OutboundRequest,
): Promise<TelephonyCall> {
  const callData: OutboundCallData = {
    userId: String(request.user?.id ?? ''),
    member_id: input.memberId ?? '',
    contact_phone_number: phoneDigits(input.phoneNumber),
    memberName: input.memberName ?? '',
    interaction_id: input.interactionId ?? '',
  };
  const started = await provider.placeCall(callData);
  return {
    ctiId: started.ctiId,
    direction: 'outbound',
    phoneNumber: formatPhone(input.phoneNumber),
    startedAt: started.startedAt,
    simulated: provider.simulated,
    callData,
  };
}

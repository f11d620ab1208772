import { INTERACTION_MESSAGES } from '@portal/contracts/crm-my-queue/interactions';
import type { TelephonyCall } from '@portal/contracts/platform/telephony';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony-constants';
import { isApiError } from '../../lib/api.ts';
import { notifyError, notifyInfo, notifySuccess } from '../notify.ts';
import { activeCall, dispatchCall, getCallState, resetCallStore, startCall } from './call-store.ts';
import type { ActiveCall, CallMember } from './call-state.ts';
import { answersCalls } from './phone-tab.ts';
import { telephonyApi } from './telephony-api.ts';

/** Where the CRM opens a member (`/crm/myqueue/:crmItem/:crmItemId` with crmItem 'member'). */
export const crmMemberPath = (memberId: string) => `/crm/myqueue/member/${encodeURIComponent(memberId)}`;
/** Where an unidentified caller's call opens: My Queue, beside the overlay's Find the caller. */
export const CRM_QUEUE_PATH = '/crm/myqueue';

/** react-router's navigate (it may answer a promise). */
export type Navigate = (path: string) => void | Promise<void>;

/** Whether this call already reached this tab (the hub and the request's answer both bring it): answered or waiting. */
function alreadyAnswered(ctiId: string): boolean {
  const state = getCallState();
  return state.call?.ctiId === ctiId || state.waiting.some((waiting) => waiting.ctiId === ctiId);
}

/**
 * An inbound call reached the agent (shell spec §2.9; issue 12): the caller is looked up by phone
 * (SearchMembersByPhoneNumber); one member found opens in the CRM workspace, none or several open My Queue with the
 * overlay's Find the caller listing the members with that number; the call's interaction is created (createinteraction, Inbound, with the CTI id), linked to the member when
 * the caller is known. Of the agent's open tabs, the one elected the phone answers (phone-tab.ts); another answers only
 * a call the server could not bring to any tab (the simulator's answer says so), which it alone knows of.
 */
export async function answerInboundCall(call: TelephonyCall, navigate: Navigate): Promise<void> {
  if (call.direction !== 'inbound') return;
  if (call.delivered !== false && !(await answersCalls())) return;
  if (alreadyAnswered(call.ctiId)) return;
  if (activeCall()) {
    // The agent is on a call: this one waits, as on a softphone, and is answered when the agent ends the live call.
    dispatchCall({ type: 'waiting', call: { ctiId: call.ctiId, phone: call.phoneNumber, since: call.startedAt } });
    notifyInfo(TELEPHONY_MESSAGES.callWaiting(call.phoneNumber));
    return;
  }
  await takeInboundCall(call, navigate);
}

type CallStart = Pick<TelephonyCall, 'ctiId' | 'direction' | 'phoneNumber' | 'startedAt'>;

/** The agent takes an inbound call: it becomes the active call, the caller is looked up, the interaction created. */
async function takeInboundCall(call: CallStart, navigate: Navigate): Promise<void> {
  startCall({
    ctiId: call.ctiId,
    interactionId: null,
    direction: 'inbound',
    phone: call.phoneNumber,
    member: null,
    startedAt: call.startedAt,
  });
  let member: CallMember | null = null;
  try {
    const found = await telephonyApi.membersByPhone(call.phoneNumber);
    const only = found.total === 1 ? found.items[0] : undefined;
    if (only) member = { memberId: only.memberId, name: only.fullName };
    else notifyInfo(found.total === 0 ? TELEPHONY_MESSAGES.unknownCaller : TELEPHONY_MESSAGES.severalCallers);
  } catch (error) {
    notifyError(error);
  }
  if (member) {
    dispatchCall({ type: 'memberIdentified', ctiId: call.ctiId, member });
    void navigate(crmMemberPath(member.memberId));
  } else void navigate(CRM_QUEUE_PATH);
  await createCallInteraction(call, member);
}

/** An outbound call the agent placed: it becomes the active call, with its interaction. */
export async function startOutboundCall(call: TelephonyCall, member: CallMember | null): Promise<void> {
  // One call at a time: the CRM offers no outbound call during another one.
  if (call.direction !== 'outbound' || alreadyAnswered(call.ctiId) || activeCall()) return;
  startCall({
    ctiId: call.ctiId,
    interactionId: null,
    direction: 'outbound',
    phone: call.phoneNumber,
    member,
    startedAt: call.startedAt,
  });
  await createCallInteraction(call, member);
}

async function createCallInteraction(call: CallStart, member: CallMember | null): Promise<void> {
  try {
    const interaction = await telephonyApi.createInteraction({
      memberId: member?.memberId ?? null,
      direction: call.direction === 'inbound' ? 'Inbound' : 'Outbound',
      ctiId: call.ctiId,
      phoneNumber: call.phoneNumber,
      startedAt: call.startedAt,
    });
    dispatchCall({ type: 'interactionCreated', ctiId: call.ctiId, interactionId: interaction.id });
  } catch (error) {
    // Another open tab of the agent answered the same call first: this tab works on that interaction.
    const existing = isApiError(error) && error.message === INTERACTION_MESSAGES.ctiIdTaken;
    const found = existing ? await telephonyApi.interactionOfCall(call.ctiId).catch(() => undefined) : undefined;
    if (found) dispatchCall({ type: 'interactionCreated', ctiId: call.ctiId, interactionId: found.id });
    else notifyError(error);
  }
}

/** The agent found who an unidentified caller is: the call and its interaction name the member. */
export async function identifyCaller(call: ActiveCall, member: CallMember): Promise<void> {
  dispatchCall({ type: 'memberIdentified', ctiId: call.ctiId, member });
  if (call.interactionId === null) return;
  try {
    const interaction = await telephonyApi.interaction(call.interactionId);
    await telephonyApi.updateInteraction(interaction, { memberId: member.memberId });
  } catch (error) {
    notifyError(error);
  }
}

/**
 * Ends the active call: an outbound call is hung up through the CTI ('The outgoing call has been hung up successfully',
 * or 'Failed to hang up the outgoing call, please try again later.' and the call stays); the call's interaction gets its
 * end time. False when there was no call or it could not be hung up.
 */
async function endActiveCall(): Promise<boolean> {
  const call = activeCall();
  if (!call) {
    notifyError(TELEPHONY_MESSAGES.noActiveCall);
    return false;
  }
  if (call.direction === 'outbound') {
    try {
      const result = await telephonyApi.hangUp(call.ctiId);
      notifySuccess(result.message);
    } catch {
      notifyError(TELEPHONY_MESSAGES.hangUpFailed);
      return false;
    }
  }
  dispatchCall({ type: 'ended', ctiId: call.ctiId, direction: call.direction });
  if (call.interactionId !== null) {
    try {
      await endInteraction(call.interactionId, new Date().toISOString());
    } catch (error) {
      notifyError(error);
    }
  }
  return true;
}

/**
 * Gives the call's interaction its end time, unless it already has one. The call's notes move the interaction's version
 * on, and a tab saves what was typed last as the call ends: a save landing between the read and the end makes the end
 * stale (409), so it is read again and sent again. The notes and the end time are fields of their own, so nothing is
 * overwritten.
 */
async function endInteraction(id: number, endedAt: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const interaction = await telephonyApi.interaction(id);
    if (interaction.endedAt) return;
    try {
      await telephonyApi.updateInteraction(interaction, { endedAt });
      return;
    } catch (error) {
      if (!isApiError(error) || error.status !== 409 || attempt >= 3) throw error;
    }
  }
}

/** Where a tab keeps the interaction of a call its dead session could not close, until the agent signs in again. */
export const UNCLOSED_INTERACTION_KEY = 'portal.telephony.unclosedInteraction';

/**
 * Every sign-out (the Sign Out menu, the inactivity limit, a refused refresh, an expired session: SessionProvider's
 * signOut) ends the agent's calls with the session, in every tab: a live call ends as a hang-up does (its interaction gets
 * its end time) while `sessionLive` says the token can still be sent; calls waiting, never answered, are dropped and left
 * to the CTI, which routes them on. The server may refuse a session that already ended (signed out elsewhere, its limits
 * reached), so the tab also keeps the interaction's id and the sign-out time and, after the agent signs in again, closes
 * it if it is still open (closeInteractionLeftOpen).
 */
export async function endCallsAtSignOut(sessionLive: boolean): Promise<void> {
  const call = activeCall();
  if (call?.interactionId != null) {
    const left = { interactionId: call.interactionId, endedAt: new Date().toISOString() };
    try {
      sessionStorage.setItem(UNCLOSED_INTERACTION_KEY, JSON.stringify(left));
    } catch {
      // Storage blocked: only the end sent now closes the interaction.
    }
  }
  if (call && sessionLive) await endActiveCall();
  resetCallStore();
}

/**
 * The interaction of a call at sign-out (endCallsAtSignOut) gets the end time of that sign-out once the agent is signed in
 * again in the tab, if the sign-out could not close it (a dead session); one try, whatever its outcome.
 */
export async function closeInteractionLeftOpen(): Promise<void> {
  const left = takeLeftOpen();
  if (!left) return;
  try {
    await endInteraction(left.interactionId, left.endedAt);
  } catch {
    // Gone or changed meanwhile: nothing to close.
  }
}

/** The interaction kept at a dead session's sign-out, taken out of storage; anything malformed is none. */
function takeLeftOpen(): { interactionId: number; endedAt: string } | null {
  try {
    const left = JSON.parse(sessionStorage.getItem(UNCLOSED_INTERACTION_KEY) ?? 'null') as {
      interactionId?: unknown;
      endedAt?: unknown;
    } | null;
    sessionStorage.removeItem(UNCLOSED_INTERACTION_KEY);
    return typeof left?.interactionId === 'number' && typeof left.endedAt === 'string'
      ? { interactionId: left.interactionId, endedAt: left.endedAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Answers a waiting call (the first when no id is given): a live call ends first, its interaction getting its end
 * time; the waiting call is then answered as any inbound call (caller looked up, member opened, interaction created),
 * its start being the moment the agent took it. Nothing happens when the live call could not be ended.
 */
export async function answerWaitingCall(navigate: Navigate, ctiId?: string): Promise<void> {
  const { waiting } = getCallState();
  const next = ctiId === undefined ? waiting[0] : waiting.find((call) => call.ctiId === ctiId);
  if (!next) return;
  if (activeCall() && !(await endActiveCall())) return;
  await takeInboundCall(
    { ctiId: next.ctiId, direction: 'inbound', phoneNumber: next.phone, startedAt: new Date().toISOString() },
    navigate,
  );
}

/**
 * The agent hangs up (shell spec §8): with no active call 'No active call to hang up!'; the call ends (see
 * endActiveCall) and, the agent being free again, the first waiting call is answered.
 */
export async function hangUpActiveCall(navigate: Navigate): Promise<boolean> {
  if (!(await endActiveCall())) return false;
  await answerWaitingCall(navigate);
  return true;
}

import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { CallNotes, Interaction } from '@portal/contracts/crm-my-queue/interactions';
import type { CrmInteractionRow } from '@portal/contracts/crm-my-queue/lists';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import type { InboundMemberList } from '@portal/contracts/crm-my-queue/member-workspace';
import type { AppSetting } from '@portal/contracts/crm-my-queue/interactions';
import { phoneDigits } from '@portal/contracts/platform/rules/phone';
import type {
  HangUpResult,
  OutboundCallInput,
  SimulateInboundCallInput,
  TelephonyCall,
} from '@portal/contracts/platform/telephony';
import { TALKDESK_CTI_SOURCE } from '@portal/contracts/platform/telephony-constants';
import { api } from '../../lib/api.ts';

/** The calls the telephony pieces make: the telephony routes, and the CRM's interaction and call-notes calls. */
export const telephonyApi = {
  placeOutboundCall: (input: OutboundCallInput) => api.post<TelephonyCall>('/api/telephony/OutboundCall', input),
  hangUp: (ctiId: string) => api.post<HangUpResult>('/api/telephony/HangUpOutboundCall', { ctiId }),
  simulateInboundCall: (input?: SimulateInboundCallInput) =>
    api.post<TelephonyCall>('/api/telephony/SimulateInboundCall', input ?? {}),
  /** GetAppSetting?name=TalkdeskCTISource (shell spec §7). */
  ctiSource: () => api.get<AppSetting>(`${CRM_API}/GetAppSetting`, { query: { name: TALKDESK_CTI_SOURCE } }),

  /** SearchMembersByPhoneNumber: the caller's number, punctuation ignored. */
  membersByPhone: (phone: string) =>
    api.get<InboundMemberList>(`${CRM_ODATA}/default.SearchMembersByPhoneNumber`, {
      query: { phoneNumber: phoneDigits(phone), $top: 5 },
    }),
  /** SearchMembersForInbound: every criterion given must match (blank ones are left out). */
  searchCallers: (input: { name: string; phoneNumber: string; birthDate: string }) =>
    api.get<InboundMemberList>(`${CRM_ODATA}/default.SearchMembersForInbound`, {
      query: { name: input.name.trim(), phoneNumber: input.phoneNumber, birthDate: input.birthDate, $top: 5 },
    }),
  createInteraction: (input: {
    memberId: string | null;
    direction: 'Inbound' | 'Outbound';
    ctiId: string;
    phoneNumber: string;
    startedAt: string;
  }) =>
    api.post<Interaction>(`${CRM_ODATA}/default.createinteraction`, {
      ...input,
      interactionType: 'Phone',
      phoneNumber: phoneDigits(input.phoneNumber),
    }),
  /** The interaction with a CTI id (the interactions list filtered by talkdeskId), when one exists. */
  interactionOfCall: async (ctiId: string) =>
    (
      await api.get<ODataAnswer<CrmInteractionRow>>(`${CRM_ODATA}/interactions`, {
        query: { $filter: `talkdeskId eq '${ctiId.replace(/'/g, "''")}'`, $top: 1 },
      })
    ).value[0],
  interaction: (id: number) => api.get<Interaction>(`${CRM_ODATA}/default.GetInteraction`, { query: { id } }),
  /** Changes the call's interaction at the version read: its end time, or the member once the caller is identified. */
  updateInteraction: (interaction: Interaction, change: { endedAt: string } | { memberId: string }) =>
    api.post<Interaction>(`${CRM_ODATA}/default.UpdateInteraction`, {
      id: interaction.id,
      version: interaction.version,
      ...change,
    }),

  /** upsertCallNotes {talkdeskId, notes, agentName} (shell spec §3 call note, §7). */
  upsertCallNotes: (input: { talkdeskId: string; notes: string; agentName: string }) =>
    api.post<CallNotes>(`${CRM_ODATA}/default.upsertCallNotes`, input),
  /** The notes saved for a call so far (undefined when none: 204). */
  callNotes: (talkdeskId: string) =>
    api.get<CallNotes | undefined>(`${CRM_API}/GetCallNotes`, { query: { talkdeskId } }),
};

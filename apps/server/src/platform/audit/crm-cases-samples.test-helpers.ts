import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of CRM cases and interactions (issue 12): reads by member, case and interaction, call
 * notes, recordings and files of a call, portal messages, and every change. Records are read from the seeded test
 * database when the call is made, so a change is sent at the version the record has then.
 */
export function crmCasesSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const API = '/api/crm/myqueue';
  const user = 'crm.agent';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const openCase = () =>
    first<{ id: number; version: number; memberId: string; owner: string }>(
      `select id::int, version, member_id as "memberId", owner from crm_cases where not is_closed order by id limit 1`,
    );
  /** A case without open workflows: it can be closed, or reopened when closed. */
  const switchableCase = () =>
    first<{ id: number; version: number }>(
      `select c.id::int, c.version from crm_cases c
        where not exists (select 1 from crm_workflows w where w.case_id = c.id and w.closed_at is null)
        order by c.id limit 1`,
    );
  const call = () =>
    first<{ id: number; version: number; memberId: string; ctiId: string }>(
      `select id::int, version, member_id as "memberId", cti_id as "ctiId" from crm_interactions
        where member_id is not null and cti_id is not null order by id limit 1`,
    );
  const callNotes = () =>
    first<{ talkdeskId: string }>(`select talkdesk_id as "talkdeskId" from crm_call_notes limit 1`);
  /** A file on an interaction, stored directly (the demo data has none). */
  const storedFile = async () =>
    first<{ id: number }>(
      `insert into crm_files (item_kind, item_id, file_name, content_type, size_bytes, content, uploaded_by)
        values ('interaction', ${(await call()).id}, 'walk.pdf', 'application/pdf', 4, '\\x25504446'::bytea, 'crm.agent')
        returning id::int`,
    );
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

  return {
    [`GET ${CRM}/default.getallmembercases`]: {
      user,
      request: async () => ({ url: `${CRM}/default.getallmembercases?memberId=${(await openCase()).memberId}` }),
    },
    [`GET ${CRM}/default.GetCase`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetCase?id=${(await openCase()).id}` }),
    },
    [`GET ${CRM}/default.GetOutboundSurveysByCase`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetOutboundSurveysByCase?caseId=${(await openCase()).id}` }),
    },
    [`POST ${CRM}/default.CreateCase`]: {
      user,
      request: async () =>
        post(`${CRM}/default.CreateCase`, {
          memberId: (await openCase()).memberId,
          caseType: 'General Inquiry',
          subject: 'Audit walk',
        }),
    },
    [`POST ${CRM}/default.SwitchIsCaseClosed`]: {
      user: 'crm.admin',
      request: async () => post(`${CRM}/default.SwitchIsCaseClosed`, await switchableCase()),
    },
    [`POST ${CRM}/default.ReassignCase`]: {
      user: 'crm.admin',
      request: async () => {
        const { id, version, owner } = await openCase();
        return post(`${CRM}/default.ReassignCase`, {
          id,
          version,
          owner: owner === 'crm.agent' ? 'crm.admin' : 'crm.agent',
        });
      },
    },
    [`POST ${CRM}/default.AddNoteToCase`]: {
      user,
      request: async () => post(`${CRM}/default.AddNoteToCase`, { caseId: (await openCase()).id, notes: 'Audit walk' }),
    },
    [`POST ${CRM}/default.AddActionTakenToCase`]: {
      user,
      request: async () =>
        post(`${CRM}/default.AddActionTakenToCase`, { caseId: (await openCase()).id, action: 'Audit walk' }),
    },
    [`POST ${CRM}/default.CreateOutboundSurvey`]: {
      user,
      request: async () =>
        post(`${CRM}/default.CreateOutboundSurvey`, {
          caseId: (await openCase()).id,
          surveyType: 'Post-Call Satisfaction',
          satisfaction: 5,
        }),
    },
    [`POST ${CRM}/default.createinteraction`]: {
      user,
      request: async () =>
        post(`${CRM}/default.createinteraction`, {
          memberId: (await call()).memberId,
          direction: 'Inbound',
          interactionType: 'Phone',
        }),
    },
    [`POST ${CRM}/default.UpdateInteraction`]: {
      user,
      request: async () => {
        const { id, version } = await call();
        return post(`${CRM}/default.UpdateInteraction`, { id, version, notes: 'Audit walk' });
      },
    },
    [`GET ${CRM}/default.GetInteraction`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetInteraction?id=${(await call()).id}` }),
    },
    [`GET ${CRM}/default.GetInteractionsByCase`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetInteractionsByCase?caseId=${(await openCase()).id}` }),
    },
    [`POST ${CRM}/default.getMemberCallLogs`]: {
      user,
      request: async () => post(`${CRM}/default.getMemberCallLogs`, { memberId: (await call()).memberId }),
    },
    [`POST ${CRM}/default.upsertCallNotes`]: {
      user,
      request: async () =>
        post(`${CRM}/default.upsertCallNotes`, {
          talkdeskId: (await call()).ctiId,
          notes: 'Audit walk',
          agentName: 'CRM Agent',
        }),
    },
    [`GET ${API}/GetCallNotes`]: {
      user,
      request: async () => ({ url: `${API}/GetCallNotes?talkdeskId=${(await callNotes()).talkdeskId}` }),
    },
    [`GET ${CRM}/default.GetTalkdeskRecordingUrls`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.GetTalkdeskRecordingUrls?talkDeskInteractionId=${(await call()).ctiId}`,
      }),
    },
    [`GET ${CRM}/default.GetTalkdeskRecording`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.GetTalkdeskRecording?talkDeskInteractionId=${(await call()).ctiId}`,
      }),
    },
    [`GET ${CRM}/default.GetFileContentForInteraction`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetFileContentForInteraction?fileId=${(await storedFile()).id}` }),
    },
    [`POST ${CRM}/default.markMemberPortalMessagesRead`]: {
      user,
      request: async () => {
        const { id, memberId } = await call();
        return post(`${CRM}/default.markMemberPortalMessagesRead`, { interactionId: id, memberId });
      },
    },
  };
}

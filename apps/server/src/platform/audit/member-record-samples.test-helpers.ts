import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { exportBody } from '../../test/export-request.ts';

/** A member with a claim and an approved authorization, read from the seeded test database before the walk. */
export interface RecordSample {
  memberId: string;
  claimNo: string;
  authNo: string;
}

/**
 * The read-audit walk's calls of the member record (issue 11): the CRM data layer's member calls, the claims and
 * authorization searches of each module, the claims exports, provider search and the authorization letters.
 */
export function memberRecordSamples(
  sample: () => RecordSample,
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  return {
    ...Object.fromEntries(
      [
        'getmember',
        'getmemberallstatuses',
        'getpoliciescoverage',
        'pcphistory',
        'GetMemberClaims',
        'getauthorizations',
        'memberTimeline',
      ].map((name) => [
        `GET /odata/crm/myqueue/default.${name}`,
        {
          user: 'member.services',
          request: async () => ({ url: `/odata/crm/myqueue/default.${name}?memberId=${sample().memberId}` }),
        },
      ]),
    ),
    ...Object.fromEntries(
      ['GetAuthorizationByAuthNo', 'GetAuthorizationDetails', 'MemberLookup'].map((name) => [
        `GET /odata/crm/myqueue/default.${name}`,
        {
          user: 'member.services',
          request: async () => ({ url: `/odata/crm/myqueue/default.${name}?authNo=${sample().authNo}` }),
        },
      ]),
    ),
    ...Object.fromEntries(
      [
        ['/api/claims', 'claimNo'],
        ['/api/agents/claims', 'claimNo'],
        ['/api/authorizations', 'authNo'],
        ['/api/agents/eligibility', 'authNo'],
      ].flatMap(([base, key]) => [
        [
          `GET ${base}/search`,
          {
            user: 'member.services',
            request: async () => ({ url: `${base}/search?memberId=${sample().memberId}` }),
          },
        ],
        [
          `GET ${base}/detail`,
          {
            user: 'member.services',
            request: async () => ({
              url: `${base}/detail?${key}=${key === 'claimNo' ? sample().claimNo : sample().authNo}`,
            }),
          },
        ],
      ]),
    ),
    ...Object.fromEntries(
      ['/api/claims', '/api/agents/claims'].map((base) => [
        `POST ${base}/excelexport`,
        {
          user: 'member.services',
          request: async () => ({
            method: 'POST' as const,
            url: `${base}/excelexport`,
            payload: exportBody({ memberId: sample().memberId }),
          }),
        },
      ]),
    ),
    ...Object.fromEntries(
      ['/api/providersearch', '/odata/crm/myqueue/default.searchproviders'].map((path) => [
        `GET ${path}`,
        {
          user: 'member.services',
          request: async () => ({ url: `${path}?memberId=${sample().memberId}&withinmiles=100` }),
        },
      ]),
    ),
    'GET /odata/crm/myqueue/default.GetMemberClaimByNo': {
      user: 'member.services',
      request: async () => ({ url: `/odata/crm/myqueue/default.GetMemberClaimByNo?claimNo=${sample().claimNo}` }),
    },
    'GET /odata/crm/myqueue/default.GetAuthAdmissionDetails': {
      user: 'member.services',
      request: async () => {
        const { rows } = await pool().query<{ authNo: string }>(
          'select auth_no as "authNo" from authorizations where admission is not null order by id limit 1',
        );
        return { url: `/odata/crm/myqueue/default.GetAuthAdmissionDetails?authNo=${rows[0]!.authNo}` };
      },
    },
    'GET /api/crm/myqueue/authorizations/:authNo/letters/:letterId': {
      user: 'member.services',
      request: async () => ({ url: `/api/crm/myqueue/authorizations/${sample().authNo}/letters/approval` }),
    },
  };
}

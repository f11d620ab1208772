import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/** A member's coverage span in force today, read from the seeded test database when the walk reaches it. */
async function coveredMember(pool: pg.Pool) {
  const { rows } = await pool.query<{ memberId: string; hcode: string; pbpId: string; planYear: number }>(
    `select member_id as "memberId", contract_code as "hcode", pbp_code as "pbpId", plan_year as "planYear"
     from member_coverages where effective_date <= current_date and (term_date is null or term_date >= current_date)
     order by id limit 1`,
  );
  return rows[0]!;
}

/**
 * The read-audit walk's calls of Eligibility and Benefits that answer with a member's data: eligibility on a date, the
 * member ID card and the eligibility verification letter.
 */
export function eligibilitySamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue/default';
  return {
    'GET /api/eligibility': {
      user: 'member.services',
      request: async () => ({ url: `/api/eligibility?memberId=${(await coveredMember(pool())).memberId}` }),
    },
    [`GET ${CRM}.GetMemberCard`]: {
      user: 'member.services',
      request: async () => ({ url: `${CRM}.GetMemberCard?memberId=${(await coveredMember(pool())).memberId}` }),
    },
    [`GET ${CRM}.GetMemberEligibilityVerificationDocument`]: {
      user: 'member.services',
      request: async () => {
        const span = await coveredMember(pool());
        return {
          url: `${CRM}.GetMemberEligibilityVerificationDocument?memberId=${span.memberId}&Hcode=${span.hcode}&pbpid=${span.pbpId}&planyear=${span.planYear}&userTimezoneOffset=420`,
        };
      },
    },
  };
}

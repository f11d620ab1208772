import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of the supplemental benefits (issue 11): a member's benefits by eligibility, wallets,
 * allocation history and incentive checks, and the OData entity set by member. The member is one with a benefit
 * allocation in the seeded test database.
 */
export function supplementalBenefitsSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const member = async () =>
    (
      await pool().query<{ memberId: string; benefitId: string }>(
        `select member_id as "memberId", benefit_id as "benefitId" from member_benefit_allocations order by id limit 1`,
      )
    ).rows[0]!;
  const CRM = '/odata/crm/myqueue/default';
  return {
    ...Object.fromEntries(
      [
        'GetSupplementalBenefitsListByEligibility',
        'GetSupplementalBenefitsDetailByEligibility',
        'GetSupplementalBenefitsForBubbles',
        'GetSupplementalBenefitsAllocationHistoryByType',
        'GetMemberWallets',
      ].map((name) => [
        `GET ${CRM}.${name}`,
        {
          user: 'member.services',
          request: async () => ({ url: `${CRM}.${name}?memberId=${(await member()).memberId}` }),
        },
      ]),
    ),
    [`GET ${CRM}.GetSupplementalBenefitsDetail`]: {
      user: 'member.services',
      request: async () => {
        const { memberId, benefitId } = await member();
        return { url: `${CRM}.GetSupplementalBenefitsDetail?memberId=${memberId}&benefitId=${benefitId}` };
      },
    },
    [`GET ${CRM}.GetSupplementalBenefitValidationErrorsMap`]: {
      user: 'member.services',
      request: async () => ({
        url: `${CRM}.GetSupplementalBenefitValidationErrorsMap?memberId=${(await member()).memberId}&incentiveNames=FLU`,
      }),
    },
    'GET /odata/supplementalbenefits': {
      user: 'member.services',
      request: async () => ({
        url: `/odata/supplementalbenefits?$filter=${encodeURIComponent(`memberId eq '${(await member()).memberId}'`)}`,
      }),
    },
  };
}

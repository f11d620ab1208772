import { z } from 'zod';
import { zCommaSeparatedIds, zQueryInt } from '../rules/integers.ts';
import { listOf } from '../paging.ts';
import { IPA_CONTRACT_TYPES } from '../../ipa-admin/ipa-lookups.ts';

/** Filter option lists (shell spec §7): groups that have users, users of groups, contract types, active counties. */

/** GET /api/filters/nonemptygroups */
export const nonEmptyGroupSchema = z.object({ id: z.number().int(), name: z.string(), userCount: z.number().int() });
export const nonEmptyGroupListSchema = listOf(nonEmptyGroupSchema);

/**
 * GET /api/filters/groupusers?groupids=1,2: the active users of any of those groups (every active user when none is
 * given), ordered by username, at most $top of them (100 unless asked).
 */
export const GROUP_USERS_TOP_DEFAULT = 100;
export const groupUsersQuerySchema = z.object({
  groupids: zCommaSeparatedIds('Group ids must be whole numbers'),
  /** Username, name or e-mail prefix. */
  searchTerm: z.string().trim().max(100).optional(),
  $top: zQueryInt().min(1).max(1000).default(GROUP_USERS_TOP_DEFAULT),
});
export const groupUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
});
export const groupUserListSchema = listOf(groupUserSchema);

/** GET /api/CommonData/ContractTypes: IPA contract (risk) types. */
export const contractTypeSchema = z.object({ code: z.string(), description: z.string() });
export const contractTypeListSchema = listOf(contractTypeSchema);

/** IPA contract types: the same list as the IPA form's GetIpaRisks (one constant, in ipa-admin). */
export const CONTRACT_TYPES = IPA_CONTRACT_TYPES;

/** GET /api/CommonData/ActiveCounties?state=CA */
export const activeCountiesQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a 2-letter code')
    .optional(),
});
export const activeCountySchema = z.object({ fips: z.string(), name: z.string(), stateCode: z.string() });
export const activeCountyListSchema = listOf(activeCountySchema);

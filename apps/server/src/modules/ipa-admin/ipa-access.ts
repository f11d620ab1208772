import type { FastifyRequest } from 'fastify';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { claimPermission, type ClaimPermission, type IpaUserFacts } from '@portal/contracts/ipa-admin/permissions';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { can, type CurrentUser } from '../../platform/access/current-user.ts';
import { requireUser } from '../../platform/access/route-access.ts';
import { forbidden } from '../../platform/errors/errors.ts';

export const IPA_MODULE = MODULE_IDS.ipaAdmin;

/**
 * Routes declare their access with `access('ipa-admin', action)`. Viewers change nothing (spec §6): `can()` refuses them
 * every write, approval and admin action of the module even when a grant slipped through (contracts' viewsOnly), so
 * every IPA write route, rates included, makes the same editor check from its declaration.
 */
export function ipaFacts(user: CurrentUser): IpaUserFacts {
  return { groups: user.groups, isAdmin: user.isAdmin, canWrite: can(user, IPA_MODULE, 'write') };
}

export function claimPermissionOf(request: FastifyRequest): ClaimPermission {
  return claimPermission(ipaFacts(requireUser(request)));
}

/** Claim records: reading needs any claim permission, changing needs 'edit' (spec §6). */
export function requireClaimAccess(request: FastifyRequest, write: boolean): void {
  const permission = claimPermissionOf(request);
  if (permission === 'none') throw forbidden(IPA_MESSAGES.noClaimAccessToast);
  if (write && permission !== 'edit') throw forbidden();
}

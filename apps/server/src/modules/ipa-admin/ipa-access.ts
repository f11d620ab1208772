import type { FastifyRequest } from 'fastify';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { claimPermission, isIpaViewer, type ClaimPermission, type IpaUserFacts } from '@portal/contracts/ipa-admin/permissions';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { can, type CurrentUser } from '../../platform/access/current-user.ts';
import { requireUser } from '../../platform/access/route-access.ts';
import { forbidden } from '../../platform/errors/errors.ts';

export const IPA_MODULE = MODULE_IDS.ipaAdmin;

/** Route access declarations of the IPA module (spec §6: viewers hold read/export only, so writes answer 403). */
export const IPA_READ = { access: { module: IPA_MODULE, action: 'read' as const } };
export const IPA_WRITE = { access: { module: IPA_MODULE, action: 'write' as const } };
export const IPA_EXPORT = { access: { module: IPA_MODULE, action: 'export' as const } };

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

/** Writes refuse viewers even if a grant slipped through (spec §6: viewers change nothing). */
export function requireEditor(request: FastifyRequest): void {
  if (isIpaViewer(ipaFacts(requireUser(request)))) throw forbidden();
}

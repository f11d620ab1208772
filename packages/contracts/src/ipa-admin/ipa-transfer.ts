import { z } from 'zod';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zBool, zIpaDate, zOptText, zReqText } from './ipa-fields.ts';
import { endAfterEffective, ipaFields, ipaSearchCriteria } from './ipa.ts';

/**
 * The Export/Import Utility (module 198, behind enable-export-import-utility): IPA set-ups moved between systems (the
 * plan's test system to production) or bulk-loaded, as a configuration file (platform/config-transfer). An IPA travels
 * by what is the same on every system, its code and effective date; its contract by name (the contract names its MSO);
 * its PBP maps by contract code, PBP and start date. No ids, versions or audit columns. Rates go through the approval
 * workflow and are not part of the file.
 */
export const IPA_TRANSFER_SECTION = 'ipa-setups';
export const IPA_TRANSFER_BASE = '/api/MedicalGroup/DataImportUtility';

export const IPA_TRANSFER_MESSAGES = {
  turnedOff:
    'The Export/Import Utility is turned off. An administrator can turn it on with the enable-export-import-utility flag.',
  contractNotFound: (name: string) => `Contract Name '${name}' does not exist on this system.`,
  companyNotFound: (code: string) => `Company Code '${code}' does not exist on this system.`,
  ratesNote:
    'Rates (cap, risk pool and gain share) are not part of the file: they go through the approval workflow on each IPA.',
  keptMaps: 'PBP maps of this system that the file does not list are kept.',
} as const;

/** One PBP map of the IPA (the wizard's PBP Info step and the PBP Map tab), keyed by contract code, PBP and start. */
export const ipaTransferPbpMapSchema = z
  .object({
    contractCode: zReqText(M.contractCodeRequired, 10, M.maxLength('Contract Code', 10)),
    pbp: zReqText(M.pbpRequired, 10, M.maxLength('PBP', 10)),
    companyCode: zOptText(20, M.maxLength('Company Code', 20)),
    startDate: zIpaDate(M.planStartRequired),
    endDate: zIpaDate(M.planEndRequired),
    isActive: zBool().default(true),
  })
  .refine((map) => map.endDate >= map.startDate, { message: M.planEndBeforeStart, path: ['endDate'] });
export type IpaTransferPbpMap = z.output<typeof ipaTransferPbpMapSchema>;

const { contractLevelId: _contractLevelId, ...mainInfo } = ipaFields('mainInfo');

/** One IPA as it travels: the Main Info fields with the same rules and messages, its contract by name, its PBP maps. */
export const ipaTransferItemSchema = z
  .object({
    ...mainInfo,
    contractName: zReqText(M.contractNameRequired, 200, M.maxLength('Contract Name', 200)),
    pbpMaps: z.array(ipaTransferPbpMapSchema).min(1, M.pbpRequired).max(200),
  })
  .refine(endAfterEffective, {
    message: M.endAfterEffective,
    path: ['endDate'],
    ...whenFieldsValid(['effDate', 'endDate']),
  });
export type IpaTransferItem = z.output<typeof ipaTransferItemSchema>;

export const ipaTransferKey = (item: { ipaCode: string; effDate: string }): string =>
  `${item.ipaCode.toUpperCase()} ${item.effDate}`;
export const pbpMapKey = (map: { contractCode: string; pbp: string; startDate: string }): string =>
  `${map.contractCode}/${map.pbp}/${map.startDate}`;

/**
 * Which IPAs an export holds: the IPA search's criteria (scope 'search', at least one criterion as on the search page)
 * or every IPA in force today (scope 'active').
 */
export const ipaTransferExportQuerySchema = z
  .object({
    scope: z.enum(['search', 'active']).default('search'),
    ...ipaSearchCriteria,
  })
  .refine(
    (q) =>
      q.scope === 'active' ||
      [q.companyCode, q.ipaCode, q.contractType, q.ipaCodeStartsWith, q.msoNameStartsWith].some(
        (v) => v !== undefined && v !== '',
      ),
    { message: M.searchNeedsFilter, path: ['ipaCode'] },
  );
export type IpaTransferExportQuery = z.output<typeof ipaTransferExportQuerySchema>;

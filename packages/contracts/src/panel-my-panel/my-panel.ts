import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';
import { itemsOf, listOf, isPageSize, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zMultiSelect } from '../platform/rules/multiselect.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import {
  ADMISSION_RISKS,
  ADVANCED_COUNT_CAP,
  AT_RISK_CATEGORIES,
  CLINICAL_PROGRAMS,
  GAPS,
  MEMBER_STATUS_FILTERS,
  SORT_DIRECTIONS,
  advancedSearchRowSchema,
} from '../patient-360/advanced-search.ts';
import { zMemberId } from '../patient-360/member-record.ts';

/**
 * Panel Management's My Panel (module 155, /panelmgt/mypanel) and the Change APC dialog (shell spec §2.7): the members
 * assigned to a provider (the signed-in provider's own, or, for a panel manager, a chosen provider's or IPA's), filtered
 * by care gaps, risk, programs and last visit, and `POST api/panelManagement/assignToProvider` (memberIds and
 * providerNPI, with the version each member was read at). APC is the member's assigned primary care provider.
 */

/** The API prefix of panel management (enrollment-crm-virtual-care §7 api/panelManagement/...). */
export const PANEL_API = '/api/panelManagement';
/** The module name of api/{module}/GetFeatureFlags and GetUserFlags. */
export const PANEL_MODULE = 'panelmanagement';

/** At most one grid page of members is assigned at once (the selection is cleared when paging). */
export const ASSIGN_MAX = 100;

export const PANEL_MESSAGES = {
  /** Shell spec §8, Change APC success, in the spec's spelling. */
  assignedTitle: 'Succesful Operation',
  assigned: 'Member(s) were asigned',
  /** Shell spec §8, Change APC failure, in the spec's spelling. */
  failedTitle: 'Failed Operation',
  failed: 'Occurred while members were assigned',
  gridFailed: MESSAGES.gridFailed,
  noMembers: 'Select at least one member',
  tooManyMembers: `At most ${ASSIGN_MAX} members can be assigned at once`,
  memberTwice: 'A member can be selected only once',
  /** Shell spec §9: Assign (change APC) requires a selected provider. */
  providerRequired: 'Select a provider',
  versionsMismatch: 'Each selected member needs the version it was read at',
  providerNotFound: 'The provider was not found among the primary care providers',
  sameProvider: 'The selected members are already assigned to this provider',
  notLinked: 'Your user is not linked to a provider; a panel manager links it in Panel Management Admin',
  managersOnly: 'Only a panel manager may view another provider’s or an IPA’s panel',
  oneScope: 'Choose a provider or an IPA, not both',
  /** A panel manager's search with neither a provider nor an IPA chosen. */
  chooseScope: 'Choose a provider or an IPA',
  tooFar: 'Narrow the search to page past the first 10,000 members',
  flagOff: 'Change APC is turned off',
} as const;
const M = PANEL_MESSAGES;

/** Last visit: the newest professional (office) claim's date of service. */
export const LAST_VISITS = ['any', 'within6Months', 'within12Months', 'over12Months', 'never'] as const;
export type LastVisit = (typeof LAST_VISITS)[number];
export const LAST_VISIT_LABELS: Record<LastVisit, string> = {
  any: 'Any time',
  within6Months: 'In the last 6 months',
  within12Months: 'In the last 12 months',
  over12Months: 'Over 12 months ago',
  never: 'No visit on record',
};
export const PANEL_SORT_KEYS = ['memberId', 'admissionRisk'] as const;

const multi = <T extends readonly [string, ...string[]]>(values: T) => zMultiSelect(z.enum(values)).default([]);

const filterShape = z.object({
  /** A panel manager's choice: one provider by NPI, or one IPA by code; a provider sees their own panel. */
  providerNpi: blankAsMissing(
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, M.providerNotFound),
  ),
  ipaCode: blankAsMissing(z.string().trim().toUpperCase().max(20)),
  gaps: multi(GAPS),
  clinicalPrograms: multi(CLINICAL_PROGRAMS),
  atRiskCategories: multi(AT_RISK_CATEGORIES),
  admissionRisks: multi(ADMISSION_RISKS),
  lastVisit: z.enum(LAST_VISITS).default('any'),
  memberStatus: z.enum(MEMBER_STATUS_FILTERS).default('active'),
  sortBy: z.enum(PANEL_SORT_KEYS).default('memberId'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('asc'),
});
const oneScope = (filter: { providerNpi?: string | undefined; ipaCode?: string | undefined }) =>
  !(filter.providerNpi && filter.ipaCode);
const scopeIssue = { message: M.oneScope, path: ['ipaCode'] };

/** The filters of the panel grid and of its export (the export request's filtersAndValues). */
export const myPanelFilterSchema = filterShape.refine(oneScope, scopeIssue);
export type MyPanelFilter = z.infer<typeof myPanelFilterSchema>;
export type MyPanelFilterInput = z.input<typeof myPanelFilterSchema>;

/** POST api/panelManagement/MyPanel: the filters and one page (50 by default). */
export const myPanelRequestSchema = filterShape
  .extend({
    skip: zQueryInt().min(0).max(ADVANCED_COUNT_CAP, M.tooFar).default(0),
    take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(50),
  })
  .refine(oneScope, scopeIssue);
export type MyPanelRequest = z.infer<typeof myPanelRequestSchema>;
export type MyPanelRequestInput = z.input<typeof myPanelRequestSchema>;

/** A panel member: the member grid row with the clinical profile and the last visit's date (null: none on record). */
export const panelMemberSchema = advancedSearchRowSchema.extend({ lastVisitDate: z.string().nullable() });
export type PanelMember = z.infer<typeof panelMemberSchema>;

/** Whose panel the page shows. */
export const panelScopeSchema = z.object({
  kind: z.enum(['provider', 'ipa']),
  providerNpi: z.string().nullable(),
  ipaCode: z.string().nullable(),
  name: z.string(),
});
export type PanelScope = z.infer<typeof panelScopeSchema>;

export const myPanelResultSchema = listOf(panelMemberSchema).extend({
  totalIsCapped: z.boolean(),
  scope: panelScopeSchema,
});
export type MyPanelResult = z.infer<typeof myPanelResultSchema>;

// ---- Change APC (shell spec §2.7) --------------------------------------------------------------------------------------

/**
 * POST api/panelManagement/assignToProvider: the spec's memberIds and providerNPI, and `versions`, the version each
 * member was read at (same order as memberIds): a member changed since answers 409 and nothing is assigned.
 */
export const assignToProviderSchema = z
  .object({
    memberIds: z
      .array(zMemberId(), { error: M.noMembers })
      .min(1, M.noMembers)
      .max(ASSIGN_MAX, M.tooManyMembers)
      .refine((ids) => new Set(ids).size === ids.length, M.memberTwice),
    providerNPI: z
      .string({ error: M.providerRequired })
      .trim()
      .min(1, M.providerRequired)
      .regex(/^\d{10}$/, M.providerNotFound),
    versions: z.array(z.number({ error: M.versionsMismatch }).int().positive(), { error: M.versionsMismatch }),
  })
  .refine((body) => body.versions.length === body.memberIds.length, {
    message: M.versionsMismatch,
    path: ['versions'],
  });
export type AssignToProvider = z.infer<typeof assignToProviderSchema>;
export type AssignToProviderInput = z.input<typeof assignToProviderSchema>;

/** One member's assignment: the APC before and after, and the member's new version. */
export const memberAssignmentSchema = z.object({
  memberId: z.string(),
  before: z.object({ npi: z.string(), name: z.string() }).nullable(),
  after: z.object({ npi: z.string(), name: z.string() }),
  version: z.number().int(),
});
export type MemberAssignment = z.infer<typeof memberAssignmentSchema>;
export const assignToProviderResultSchema = z.object({ items: z.array(memberAssignmentSchema) });
export type AssignToProviderResult = z.infer<typeof assignToProviderResultSchema>;

// ---- The provider query (POST api/graph: providers with id and name) ---------------------------------------------------

/** The one query the portal's graph endpoint answers: panel providers, by the start of name or NPI, in an IPA. */
export const PROVIDERS_QUERY = 'providers';
export const providerQuerySchema = z.object({
  query: z.literal(PROVIDERS_QUERY, { error: 'Unknown query' }),
  variables: z
    .object({
      search: blankAsMissing(z.string().trim().max(100)),
      ipaCode: blankAsMissing(z.string().trim().toUpperCase().max(20)),
      /** Only providers whose panel is open (the Change APC dropdown); Panel Admin lists all. */
      openPanelsOnly: z.boolean().default(false),
    })
    .default({ openPanelsOnly: false }),
});
export type ProviderQuery = z.infer<typeof providerQuerySchema>;
export type ProviderQueryInput = z.input<typeof providerQuerySchema>;
/** Dropdown options (shell spec §2.7: id and name); the id is the provider's NPI. */
export const providerOptionSchema = z.object({ id: z.string(), name: z.string(), ipaCode: z.string().nullable() });
export type ProviderOption = z.infer<typeof providerOptionSchema>;
export const providerQueryResultSchema = z.object({ data: z.object({ providers: z.array(providerOptionSchema) }) });
export type ProviderQueryResult = z.infer<typeof providerQueryResultSchema>;

// ---- The IPA picker of a panel manager (GET api/panelManagement/IpaOptions) -----------------------------------------

// The query is the platform's picker search (`searchQuerySchema`): IPAs whose code or name starts with the text, case
// ignored; the first 50 when it is empty.
/** One IPA: its code (what the panel filter takes) and its name from its latest record. */
export const ipaOptionSchema = z.object({ code: z.string(), name: z.string().nullable() });
export type IpaOption = z.infer<typeof ipaOptionSchema>;
export const ipaOptionsResultSchema = itemsOf(ipaOptionSchema);
export type IpaOptionsResult = z.infer<typeof ipaOptionsResultSchema>;
/** How an IPA is named on the screen and in the panel's title: 'Desert IPA (IPA0065)', the code alone without a name. */
export const ipaOptionLabel = (ipa: IpaOption): string => (ipa.name ? `${ipa.name} (${ipa.code})` : ipa.code);

// ---- The user's flags (GET api/panelmanagement/GetUserFlags) -----------------------------------------------------------

export const panelUserFlagsSchema = z.object({
  /** May view any provider's or IPA's panel (holds Panel Management Admin). */
  isPanelManager: z.boolean(),
  /** May change members' APC (Panel Management write). */
  canAssign: z.boolean(),
  /** The provider the signed-in user is, when linked. */
  provider: z.object({ npi: z.string(), name: z.string() }).nullable(),
});
export type PanelUserFlags = z.infer<typeof panelUserFlagsSchema>;

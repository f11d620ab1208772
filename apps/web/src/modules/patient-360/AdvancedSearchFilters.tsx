import { Select } from '../../ui/inputs/Select.tsx';
import {
  ADMISSION_RISKS,
  AT_RISK_CATEGORIES,
  AUTHORIZATION_CRITERIA,
  AUTHORIZATION_CRITERIA_LABELS,
  AUTHORIZATION_STATUS_FILTERS,
  CARE_ANYWHERE_STATUSES,
  CLINICAL_PROGRAMS,
  GAP_LABELS,
  GAPS,
  SOCIAL_DETERMINANTS,
  VISIT_TYPES,
  advancedSearchFilterSchema,
  type AdvancedSearchFilter,
} from '@portal/contracts/patient-360/advanced-search';
import { useCompanies } from './plan-lookups.ts';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';

/** The filter fields as the panel edits them; the contracts' schema checks and types them on Search. */
export interface AdvancedSearchDraft {
  searchTerm: string;
  companyIds: string[];
  gaps: string[];
  socialDeterminants: string[];
  careAnywhereStatus: string;
  clinicalPrograms: string[];
  atRiskCategories: string[];
  admissionRisks: string[];
  memberStatus: string;
  authorizationStatuses: string[];
  authorizationCriteria: string | null;
  visitType: string;
}

export const EMPTY_DRAFT: AdvancedSearchDraft = {
  searchTerm: '',
  companyIds: [],
  gaps: [],
  socialDeterminants: [],
  careAnywhereStatus: 'NotAssigned',
  clinicalPrograms: [],
  atRiskCategories: [],
  admissionRisks: [],
  memberStatus: 'all',
  authorizationStatuses: [],
  authorizationCriteria: null,
  visitType: 'All',
};

/** The draft checked by the search's own schema: the filter, or the messages to show under the panel. */
export function parseDraft(draft: AdvancedSearchDraft) {
  return advancedSearchFilterSchema.safeParse({
    ...draft,
    searchTerm: draft.searchTerm.trim() || undefined,
    authorizationCriteria: draft.authorizationCriteria ?? undefined,
  });
}

/** The fields that hold a list of choices. */
type ListKey = {
  [K in keyof AdvancedSearchDraft]: AdvancedSearchDraft[K] extends string[] ? K : never;
}[keyof AdvancedSearchDraft];

/** Shell spec §9: multi-select options are shown 100 at a time. */
const MULTISELECT_PAGE = 100;

const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The advanced search's filter panel: the shell spec §3 option lists (multi-selects of at most 20), Clear and Search. */
export function AdvancedSearchFilters({
  draft,
  onChange,
  onSearch,
  onClear,
  searching,
}: {
  draft: AdvancedSearchDraft;
  onChange: (draft: AdvancedSearchDraft) => void;
  onSearch: (filter: AdvancedSearchFilter) => void;
  onClear: () => void;
  searching: boolean;
}) {
  const companies = useCompanies();
  const set =
    <K extends keyof AdvancedSearchDraft>(key: K) =>
    (value: AdvancedSearchDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const multi = (key: ListKey, label: string, data: { value: string; label: string }[]) => (
    <MultiSelectFilter
      label={label}
      placeholder={draft[key].length === 0 ? 'All' : undefined}
      data={data}
      value={draft[key]}
      onChange={(values) => onChange({ ...draft, [key]: values })}
      limit={MULTISELECT_PAGE}
    />
  );
  return (
    <FilterPanel
      label="Advanced member search"
      validate={() => issuesOf(parseDraft(draft))}
      onSearch={() => {
        const parsed = parseDraft(draft);
        if (parsed.success) onSearch(parsed.data);
      }}
      onClear={onClear}
      searching={searching}
    >
      <TextInput
        label="Member ID or name"
        description="A member ID, or a name: last, first or both"
        w={220}
        value={draft.searchTerm}
        onChange={(event) => set('searchTerm')(event.currentTarget.value)}
      />
      {multi(
        'companyIds',
        'Health plan',
        (companies.data?.items ?? []).map((company) => ({
          value: company.companyCode,
          label: `${company.companyCode} ${company.name}`,
        })),
      )}
      {multi('gaps', 'Gaps', options(GAPS, GAP_LABELS))}
      {multi('socialDeterminants', 'Social determinants', options(SOCIAL_DETERMINANTS))}
      <Select
        label="Care Anywhere status"
        w={200}
        data={options(CARE_ANYWHERE_STATUSES, { NotAssigned: 'All' })}
        value={draft.careAnywhereStatus}
        onChange={(value) => set('careAnywhereStatus')(value ?? 'NotAssigned')}
        allowDeselect={false}
      />
      {multi('clinicalPrograms', 'Clinical programs', options(CLINICAL_PROGRAMS))}
      {multi('atRiskCategories', 'At-risk category', options(AT_RISK_CATEGORIES))}
      {multi('admissionRisks', 'Admission risk', options(ADMISSION_RISKS))}
      <Select
        label="Member status"
        w={150}
        data={options(['all', 'active', 'inactive'], { all: 'All', active: 'Active', inactive: 'Inactive' })}
        value={draft.memberStatus}
        onChange={(value) => set('memberStatus')(value ?? 'all')}
        allowDeselect={false}
      />
      {multi(
        'authorizationStatuses',
        'Authorization status',
        options(AUTHORIZATION_STATUS_FILTERS, {
          requested: 'Requested',
          approved: 'Approved',
          denied: 'Denied',
          cancelled: 'Cancelled',
        }),
      )}
      <Select
        label="Authorization criteria"
        w={240}
        placeholder="Any provider"
        clearable
        data={options(AUTHORIZATION_CRITERIA, AUTHORIZATION_CRITERIA_LABELS)}
        value={draft.authorizationCriteria}
        onChange={set('authorizationCriteria')}
      />
      <Select
        label="Visit type"
        w={150}
        data={options(VISIT_TYPES, { NonVirtual: 'Non-virtual', Virtual: 'Virtual', All: 'All' })}
        value={draft.visitType}
        onChange={(value) => set('visitType')(value ?? 'All')}
        allowDeselect={false}
      />
    </FilterPanel>
  );
}

import { Select } from '../../ui/inputs/Select.tsx';
import {
  ADMISSION_RISKS,
  AT_RISK_CATEGORIES,
  CLINICAL_PROGRAMS,
  GAP_LABELS,
  GAPS,
} from '@portal/contracts/patient-360/advanced-search';
import {
  LAST_VISIT_LABELS,
  LAST_VISITS,
  myPanelFilterSchema,
  PANEL_MESSAGES,
  type MyPanelFilter,
} from '@portal/contracts/panel-my-panel/my-panel';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { useIpaOptions, useProviderOptions } from './api/my-panel-api.ts';

/** The filter fields as the panel edits them; the contracts' schema checks and types them on Search. */
export interface MyPanelDraft {
  providerNpi: string | null;
  ipaCode: string;
  gaps: string[];
  clinicalPrograms: string[];
  atRiskCategories: string[];
  admissionRisks: string[];
  lastVisit: string;
  memberStatus: string;
}

export const EMPTY_DRAFT: MyPanelDraft = {
  providerNpi: null,
  ipaCode: '',
  gaps: [],
  clinicalPrograms: [],
  atRiskCategories: [],
  admissionRisks: [],
  lastVisit: 'any',
  memberStatus: 'active',
};

/** The draft checked by the panel's own schema: the filter, or the messages to show under the panel. */
export function parseDraft(draft: MyPanelDraft) {
  return myPanelFilterSchema.safeParse({ ...draft, providerNpi: draft.providerNpi ?? undefined });
}

/** The messages under the panel; a panel manager not linked to a provider must choose whose panel first. */
function draftIssues(draft: MyPanelDraft, scopeRequired: boolean): string[] {
  const missingScope = scopeRequired && !draft.providerNpi && !draft.ipaCode;
  return [...(missingScope ? [PANEL_MESSAGES.chooseScope] : []), ...issuesOf(parseDraft(draft))];
}

type ListKey = 'gaps' | 'clinicalPrograms' | 'atRiskCategories' | 'admissionRisks';

const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/**
 * A panel manager's choice of whose panel: a provider (the provider query) or an IPA (the IPA picker). Each box is wide
 * enough to show the chosen name with its NPI or code whole at 1280 px.
 */
function ScopeFields({ draft, onChange }: { draft: MyPanelDraft; onChange: (draft: MyPanelDraft) => void }) {
  return (
    <>
      <SearchSelect
        label="Provider"
        placeholder="Name or NPI"
        w={360}
        clearable
        useOptions={useProviderOptions}
        value={draft.providerNpi}
        onChange={(providerNpi) => onChange({ ...draft, providerNpi })}
        nothingFound="No provider found"
      />
      <SearchSelect
        label="or IPA"
        placeholder="Code or name"
        w={360}
        clearable
        useOptions={useIpaOptions}
        value={draft.ipaCode || null}
        onChange={(ipaCode) => onChange({ ...draft, ipaCode: ipaCode ?? '' })}
        nothingFound="No IPA found"
      />
    </>
  );
}

/** My Panel's filters: whose panel (panel managers), care gaps, programs, risk, last visit and member status. */
export function MyPanelFilters({
  draft,
  manager,
  scopeRequired,
  onChange,
  onSearch,
  onClear,
  searching,
}: {
  draft: MyPanelDraft;
  manager: boolean;
  /** Search needs a provider or an IPA chosen (a panel manager who has no panel of their own). */
  scopeRequired: boolean;
  onChange: (draft: MyPanelDraft) => void;
  onSearch: (filter: MyPanelFilter) => void;
  onClear: () => void;
  searching: boolean;
}) {
  const multi = (key: ListKey, label: string, data: { value: string; label: string }[]) => (
    <MultiSelectFilter
      label={label}
      placeholder={draft[key].length === 0 ? 'All' : undefined}
      data={data}
      value={draft[key]}
      onChange={(values) => onChange({ ...draft, [key]: values })}
    />
  );
  return (
    <FilterPanel
      label="Panel filters"
      validate={() => draftIssues(draft, scopeRequired)}
      onSearch={() => {
        const parsed = parseDraft(draft);
        if (parsed.success) onSearch(parsed.data);
      }}
      onClear={onClear}
      searching={searching}
    >
      {manager ? <ScopeFields draft={draft} onChange={onChange} /> : null}
      {multi('gaps', 'Care gaps', options(GAPS, GAP_LABELS))}
      {multi('clinicalPrograms', 'Programs', options(CLINICAL_PROGRAMS))}
      {multi('atRiskCategories', 'At-risk category', options(AT_RISK_CATEGORIES))}
      {multi('admissionRisks', 'Admission risk', options(ADMISSION_RISKS))}
      <Select
        label="Last visit"
        w={200}
        data={options(LAST_VISITS, LAST_VISIT_LABELS)}
        value={draft.lastVisit}
        onChange={(value) => onChange({ ...draft, lastVisit: value ?? 'any' })}
        allowDeselect={false}
      />
      <Select
        label="Member status"
        w={150}
        data={options(['all', 'active', 'inactive'], { all: 'All', active: 'Active', inactive: 'Inactive' })}
        value={draft.memberStatus}
        onChange={(value) => onChange({ ...draft, memberStatus: value ?? 'active' })}
        allowDeselect={false}
      />
    </FilterPanel>
  );
}

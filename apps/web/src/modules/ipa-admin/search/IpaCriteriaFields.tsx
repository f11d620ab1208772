import { TextInput } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { IPA_STATUS_OPTIONS } from '@portal/contracts/ipa-admin/ipa';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useIpaCodeOptions } from '../api/ipa-autocomplete.ts';
import { useIpaRisks } from '../api/ipa-risks.ts';

/** The IPA search's criteria that choose IPAs by the IPA itself (spec §2.1), shared by the search and the utility. */
export interface IpaCriteria {
  companyCode: string | null;
  ipaStatus: '0' | '1';
  ipaCode: string | null;
  contractType: string | null;
  ipaCodeStartsWith: string;
  msoNameStartsWith: string;
}

export const EMPTY_IPA_CRITERIA: IpaCriteria = {
  companyCode: null,
  ipaStatus: '1',
  ipaCode: null,
  contractType: null,
  ipaCodeStartsWith: '',
  msoNameStartsWith: '',
};

/** Company Code, IPA Status, IPA Code, Contract Type, IPA code starts with and MSO name starts with. */
export function IpaCriteriaFields({
  value,
  onChange,
}: {
  value: IpaCriteria;
  onChange: <K extends keyof IpaCriteria>(key: K, value: IpaCriteria[K]) => void;
}) {
  const companies = useCompanyCodes();
  const risks = useIpaRisks();
  return (
    <>
      <Select
        label="Company Code"
        data={(companies.data ?? []).map((c) => ({ value: c.value, label: c.text }))}
        value={value.companyCode}
        onChange={(v) => onChange('companyCode', v)}
        clearable
        w={200}
      />
      <Select
        label="IPA Status"
        data={IPA_STATUS_OPTIONS.map((o) => ({ ...o }))}
        value={value.ipaStatus}
        onChange={(v) => onChange('ipaStatus', v === '0' ? '0' : '1')}
        w={170}
        allowDeselect={false}
      />
      <SearchSelect
        label="IPA Code"
        clearable
        // The chosen IPA reads whole ('IPA0044 - Blue Ridge Independent Physicians Association'): the box grows with its
        // text from 260 px up to the panel's width and the fields after it move along (a browser without field sizing
        // keeps 260 px and shows the whole label on hover).
        maw="100%"
        // Room at the end for the clear button and the chevron, which sit over the box's end.
        styles={{ input: { fieldSizing: 'content', minWidth: 260, paddingInlineEnd: 64 } }}
        useOptions={useIpaCodeOptions}
        value={value.ipaCode}
        onChange={(v) => onChange('ipaCode', v)}
        nothingFound="No IPA code or name starts with that"
      />
      <Select
        label="Contract Type"
        data={(risks.data ?? []).map((r) => ({ value: r.value, label: r.text }))}
        value={value.contractType}
        onChange={(v) => onChange('contractType', v)}
        clearable
        w={170}
      />
      <TextInput
        label="IPA code starts with"
        value={value.ipaCodeStartsWith}
        onChange={(e) => onChange('ipaCodeStartsWith', e.currentTarget.value)}
        w={160}
      />
      <TextInput
        label="MSO name starts with"
        value={value.msoNameStartsWith}
        onChange={(e) => onChange('msoNameStartsWith', e.currentTarget.value)}
        w={180}
      />
    </>
  );
}

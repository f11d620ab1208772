import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatDate } from '../../lib/format.ts';
import { TextField } from '../form/FormFields.tsx';
import { MEMBER_SEARCH_MIN_LENGTH, memberOptionLabel, useMemberSearch } from './member-search-api.ts';

interface Option {
  value: string;
  label: string;
}

/**
 * A form's member: found by id, MBI or name with the shell's member search (GET /odata/members, which Patient 360
 * readers may call); a user without Patient 360 types the member id. The field holds the member id.
 */
export function MemberPickerField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label?: string;
}) {
  const canSearch = useCan(MODULE_IDS.patient360, 'read');
  if (!canSearch) return <TextField control={props.control} name={props.name} label="Member ID" required />;
  return <MemberSearchSelect {...props} />;
}

function MemberSearchSelect<T extends FieldValues>(props: { control: Control<T>; name: Path<T>; label?: string }) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const [term] = useDebouncedValue(text, 300);
  // The box shows the picked member's label: do not search for it again.
  const search = useMemberSearch(term, term !== picked?.label);
  const found = (search.data?.items ?? []).map((member) => ({
    value: member.memberId,
    label: memberOptionLabel(member, formatDate),
  }));
  const data = picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Select
      label={props.label ?? 'Member'}
      required
      searchable
      clearable
      placeholder="Member id, MBI or name"
      name={field.name}
      value={value}
      searchValue={text}
      onSearchChange={setText}
      data={data}
      // The server already filtered; show what it returned.
      filter={({ options }) => options}
      nothingFoundMessage={
        text.trim().length >= MEMBER_SEARCH_MIN_LENGTH && !search.isFetching ? 'No member matches' : undefined
      }
      rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching members" /> : undefined}
      onChange={(next, option) => {
        setPicked(next === null ? null : { value: next, label: option?.label ?? next });
        field.onChange(next ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

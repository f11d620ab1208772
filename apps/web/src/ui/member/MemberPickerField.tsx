import type { Control, FieldValues, Path } from 'react-hook-form';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { TextField } from '../form/FormFields.tsx';
import { SearchSelectField } from '../form/SearchSelectField.tsx';
import { MEMBER_SEARCH_MIN_LENGTH, useMemberOptions } from './member-search-api.ts';

/**
 * A form's member: found by id, MBI or name with the shell's member search (GET /odata/members, which Patient 360
 * readers may call); a user without Patient 360 types the member id. The field holds the member id.
 */
interface MemberPickerFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  /** Whether a member must be chosen (default); an optional one can be cleared. */
  required?: boolean;
}

export function MemberPickerField<T extends FieldValues>({ required = true, ...props }: MemberPickerFieldProps<T>) {
  const canSearch = useCan(MODULE_IDS.patient360, 'read');
  if (!canSearch)
    return (
      <TextField
        control={props.control}
        name={props.name}
        label="Member ID"
        required={required}
        placeholder="M000000000"
      />
    );
  return <MemberSearchSelect {...props} required={required} />;
}

function MemberSearchSelect<T extends FieldValues>(props: MemberPickerFieldProps<T> & { required: boolean }) {
  return (
    <SearchSelectField
      control={props.control}
      name={props.name}
      label={props.label ?? 'Member'}
      required={props.required}
      placeholder="Member id, MBI or name"
      useOptions={useMemberOptions}
      minLength={MEMBER_SEARCH_MIN_LENGTH}
      nothingFound="No member matches"
    />
  );
}

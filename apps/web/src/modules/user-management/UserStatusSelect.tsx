import { Select } from '../../ui/inputs/Select.tsx';

export type UserStatus = 'all' | 'active' | 'inactive';

/** The Status filter of the user lists: All, Active or Inactive. */
export function UserStatusSelect({
  value,
  onChange,
  w,
}: {
  value: UserStatus;
  onChange: (status: UserStatus) => void;
  w: number;
}) {
  return (
    <Select
      label="Status"
      w={w}
      allowDeselect={false}
      data={[
        { value: 'all', label: 'All' },
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ]}
      value={value}
      onChange={(status) => onChange(status ?? 'all')}
    />
  );
}

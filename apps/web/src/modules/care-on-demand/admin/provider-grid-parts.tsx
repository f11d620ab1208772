import { Button, Group } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { IconPlus } from '@tabler/icons-react';
import type { TelehealthProvider } from '@portal/contracts/care-on-demand/admin';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';

/**
 * What the provider tabs of Care on Demand Admin (weekly schedules, time off) share: the provider filter with the tab's
 * New button, the providers as select options, and the grid's row action that removes a row.
 */

export const providerOptions = (providers: readonly TelehealthProvider[]) =>
  providers.map((provider) => ({ value: String(provider.id), label: provider.name }));

/** The provider filter (all providers when cleared) and, for an admin, the tab's New button. */
export function ProviderFilterBar(props: {
  providers: readonly TelehealthProvider[];
  providerUserId: number | null;
  onProviderChange: (providerUserId: number | null) => void;
  newLabel: string;
  onNew: (() => void) | null;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <Select
        label="Provider"
        placeholder="All providers"
        w={280}
        clearable
        searchable
        data={providerOptions(props.providers)}
        value={props.providerUserId === null ? null : String(props.providerUserId)}
        onChange={(value) => props.onProviderChange(value === null ? null : Number(value))}
      />
      {props.onNew ? (
        <Button leftSection={<IconPlus size={16} />} onClick={props.onNew}>
          {props.newLabel}
        </Button>
      ) : null}
    </Group>
  );
}

/** The row action that removes a row (after the caller's confirmation), named for screen readers by `nameOf`. */
export function removeColumn<T>(
  label: string,
  nameOf: (row: T) => string,
  onRemove: (row: T) => Promise<void>,
): DataGridColumn<T> {
  return {
    accessor: 'actions',
    title: '',
    toggleable: false,
    render: (row: T) => (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red.9"
        aria-label={`${label} ${nameOf(row)}`}
        onClick={(event) => {
          event.stopPropagation();
          void onRemove(row);
        }}
      >
        {label}
      </Button>
    ),
  };
}

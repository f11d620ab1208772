import { Badge, Switch } from '@mantine/core';
import type { EnrollmentFlag } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { useEnrollmentFlags, useToggleEnrollmentFlag } from './api/enrollment-flags.ts';

/** The enrollment feature flags (platform flag service): the UI hides what a flag turns off and the server refuses it. */
export function EnrollmentFlagsTab({ canMaintain }: { canMaintain: boolean }) {
  const flags = useEnrollmentFlags();
  const toggle = useToggleEnrollmentFlag();
  return (
    <DataGrid<EnrollmentFlag>
      gridKey="enrollment-admin-flags"
      label="Enrollment feature flags"
      records={flags.data?.items}
      error={flags.error ?? undefined}
      fetching={flags.isFetching}
      columns={[
        {
          accessor: 'isActive',
          title: 'On',
          toggleable: false,
          render: (flag) => (
            <Switch
              aria-label={`${flag.name} ${flag.isActive ? 'on' : 'off'}`}
              checked={flag.isActive}
              disabled={!canMaintain || toggle.isPending}
              onChange={(event) => {
                const isActive = event.currentTarget.checked;
                toggle.mutate(
                  { id: flag.id, isActive, version: flag.version },
                  {
                    onSuccess: (saved) => notifySuccess(`${saved.name} is now ${saved.isActive ? 'on' : 'off'}.`),
                    // A flag someone else switched meanwhile (409) says to reload; the list is read again either way.
                    onError: notifyActionFailed,
                  },
                );
              }}
            />
          ),
        },
        { accessor: 'name', title: 'Flag' },
        { accessor: 'area', title: 'Area', render: (flag) => <Badge variant="light">{flag.area}</Badge> },
        { accessor: 'description', title: 'Description', render: (flag) => flag.description ?? '' },
      ]}
    />
  );
}

import { Button, Switch, Text } from '@mantine/core';
import { FEATURE_FLAG_GATES, type FeatureFlagName } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { isApiError } from '../../lib/api.ts';
import { notifyActionFailed, notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useFeatureFlags, useSetFeatureFlag } from './api/feature-flags.ts';

/** Admin > Feature Flags (module 183): turns flags on and off. The UI hides what a flag turns off; the server refuses it. */
export function FeatureFlagsScreen() {
  const flags = useFeatureFlags();
  const setFlag = useSetFeatureFlag();
  const canChange = useCan(MODULE_IDS.featureFlags, 'admin');

  const toggle = (flag: FeatureFlagDto, isActive: boolean) =>
    setFlag.mutate(
      { id: flag.id, isActive, version: flag.version },
      {
        onSuccess: (saved) =>
          notifySuccess(
            `${saved.name} is now ${saved.isActive ? 'on' : 'off'}. Users see the change when they next sign in or reload.`,
          ),
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) {
            notifyActionFailed(error);
            return;
          }
          // Someone switched it first: the list is read again (no Reload needed), and the toast says how it now is.
          void flags.refetch().then(({ data }) => {
            const now = data?.items.find((item) => item.id === flag.id);
            if (now)
              notifyWarning(
                `${now.name} was switched by someone else meanwhile: it is now ${now.isActive ? 'on' : 'off'}. Switch it again to change it.`,
                'Changed by someone else',
              );
          });
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Feature Flags"
        description="Turn features on or off for everyone."
        actions={
          <Button variant="default" onClick={() => void flags.refetch()} loading={flags.isFetching}>
            Reload
          </Button>
        }
      />
      <DataGrid<FeatureFlagDto>
        gridKey="admin-feature-flags"
        label="Feature flags"
        records={flags.data?.items}
        fetching={flags.isLoading}
        error={flags.error}
        emptyMessage="No feature flags"
        columns={[
          // A flag's name keeps to one line: it is what an administrator looks for, and its hyphens are no place to break.
          { accessor: 'name', title: 'Name', toggleable: false, noWrap: true },
          { accessor: 'description', title: 'Description', render: (flag) => flag.description ?? '' },
          // What the flag turns on in this build; a flag whose feature is not built yet says so. A module's own flag
          // (e.g. the enrollment automation's requeue) is described by its module, in its description.
          {
            accessor: 'gates',
            title: 'Turns on',
            render: (flag) =>
              Object.hasOwn(FEATURE_FLAG_GATES, flag.name)
                ? FEATURE_FLAG_GATES[flag.name as FeatureFlagName].gates
                : (flag.description ?? ''),
          },
          {
            accessor: 'isActive',
            title: 'Active',
            toggleable: false,
            render: (flag) => (
              <Switch
                checked={flag.isActive}
                disabled={!canChange || setFlag.isPending}
                onChange={(event) => toggle(flag, event.currentTarget.checked)}
                aria-label={`${flag.name} ${flag.isActive ? 'on' : 'off'}`}
                label={<Text size="sm">{flag.isActive ? 'On' : 'Off'}</Text>}
              />
            ),
          },
        ]}
      />
    </>
  );
}
